import { linkGolfIdToAccount } from '@golfwallet/core/contracts/federation/link-golf-id';
import { deleteSession } from '@golfwallet/core/contracts/session/delete-session';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/api';
import { currentUserQueryKey } from '../../../lib/current-user-key';
import { sessionToken } from '../../../lib/session';
import { apiForSession } from '../../../lib/api-for-session';
import { session } from '../../../lib/storage';
import { useRegistrationArea, useRegistrationNavigate } from '../hooks/use-registration-navigate';
import { type FederationResult, federationOutcome, federationState } from '../model/federation';

export type HandledKind = ReturnType<typeof federationOutcome>['kind'] | 'linked';

/**
 * A union sign-in started from the profile (session federationPurpose 'link') by a signed-in
 * golfer: the verified golf ID is added to their account and they go back to the profile. A golf
 * ID already on an account answered with that account's session: it is ended at once, the golfer
 * stays who they are and the profile says the golf ID is taken (unless it is theirs).
 */
async function linkFromProfile(
  result: FederationResult,
): Promise<{ golfId: string; linked: boolean } | undefined> {
  const linking = session.get('federationPurpose') === 'link';
  session.remove('federationPurpose');
  if (!linking || !sessionToken.get() || !result.golfId) return undefined;
  if (result.updateSessionId) {
    await api(linkGolfIdToAccount, { body: { ticket: result.updateSessionId, action: 'add' } });
    return { golfId: result.golfId, linked: true };
  }
  if (result.session_id) {
    await apiForSession(result.session_id)(deleteSession, {}).catch(() => undefined);
    return { golfId: result.golfId, linked: false };
  }
  return undefined;
}

/**
 * Acts on a golf-union sign-in result (spec §4): a session signs in and goes to /vouchers (the
 * app's tabs in the app); existing golf ids go to the update screen; otherwise the caller asks whether an account exists. From the
 * profile, the golf ID is linked to the signed-in account instead. Returns the outcome's kind.
 */
export function useHandleFederationResult() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const goTo = useRegistrationNavigate();
  const area = useRegistrationArea();
  return useCallback(
    async (result: FederationResult): Promise<HandledKind> => {
      const linked = await linkFromProfile(result);
      if (linked) {
        await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
        navigate(area.profile, { replace: true, state: { golfIdLink: linked } });
        return 'linked';
      }
      const outcome = federationOutcome(result);
      federationState.set({ result, credentials: null });
      if (outcome.kind === 'signed-in') {
        // The sign-in code loads with a session to sign in, not with the page.
        const { completeSignIn } = await import('../../../lib/sign-in');
        await completeSignIn(queryClient, outcome.sessionId);
        navigate(area.signedIn, { replace: true });
      } else if (outcome.kind === 'update') {
        goTo('update', { replace: true });
      }
      return outcome.kind;
    },
    [queryClient, navigate, goTo, area],
  );
}
