import { registerUser } from '@golfwallet/core/contracts/user/register-user';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { i18n } from '../../../lib/i18n';
import type { RegistrationBody } from '../model/registration-body';

/** POST /user?locale: creates the account and sends the verification mail. */
export function useRegisterUser() {
  return useMutation({
    mutationFn: (body: RegistrationBody) => api(registerUser, { query: { locale: i18n.language }, body }),
  });
}
