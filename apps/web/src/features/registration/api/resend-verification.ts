import { resendVerification } from '@golfwallet/core/contracts/user/resend-verification';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** POST /user/resend/email: the verification mail once more. */
export function useResendVerification() {
  return useMutation({ mutationFn: (email: string) => api(resendVerification, { body: { email } }) });
}
