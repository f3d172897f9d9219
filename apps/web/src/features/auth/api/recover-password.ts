import { recoverPassword } from '@golfwallet/core/contracts/user/recover-password';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /user/recover-password: sends the reset mail (the answer is the same for unknown e-mails). */
export function useRecoverPassword() {
  return useMutation({ mutationFn: (email: string) => api(recoverPassword, { body: { email } }) });
}
