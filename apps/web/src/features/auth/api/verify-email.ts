import { verifyEmail } from '@golfwallet/core/contracts/user/verify-email';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /user/email-verify with the key of the verification link. */
export function useVerifyEmail() {
  return useMutation({ mutationFn: (code: string) => api(verifyEmail, { body: { code } }) });
}
