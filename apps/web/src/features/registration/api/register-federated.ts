import { registerFederatedUser } from '@golfwallet/core/contracts/federation/register-federated-user';
import { isLocale } from '@golfwallet/core/i18n/locales';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { i18n } from '../../../lib/i18n';

/**
 * Automatic registration after a union sign-in (spec §4 "No"): the account is made from what the
 * union verified (imported_union_user, no password) and signed in.
 */
export function useRegisterFederated() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (ticket: string) => {
      const language = isLocale(i18n.language) ? i18n.language : undefined;
      const answer = await api(registerFederatedUser, { body: { ticket, language_default: language } });
      // The sign-in code loads with a session to sign in, not with the page.
      const { completeSignIn } = await import('../../../lib/sign-in');
      await completeSignIn(queryClient, answer.session_id);
    },
  });
}
