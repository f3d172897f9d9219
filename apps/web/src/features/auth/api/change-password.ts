import { changePassword } from '@golfwallet/core/contracts/user/change-password';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /user/change-password: only the new password and the key from the mail (spec §4). */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: { password: string; token: string }) =>
      api(changePassword, { body: { password: input.password, token: input.token } }),
  });
}
