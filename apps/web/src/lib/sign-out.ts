import { deleteSession } from '@golfwallet/core/contracts/session/delete-session';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from './api';
import { clearSnapshots } from './offline-store';
import { sessionToken, setSessionToken } from './session';
import { endUnconfirmedSession, forgetUnconfirmedSession } from './unconfirmed-session';

/** Forgets everything about the signed-in golfer in this tab: token, unconfirmed session and cached data. */
export function clearSignedInState(queryClient: QueryClient) {
  setSessionToken(null);
  forgetUnconfirmedSession();
  queryClient.clear();
  void clearSnapshots();
}

/**
 * Signs out (spec §4): ends the session on the server (a failure there does not keep anyone signed
 * in), ends an unconfirmed login's session too, then clears the token and every cached query. The
 * caller navigates to /.
 */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    if (sessionToken.get()) {
      try {
        await api(deleteSession, {});
      } catch {
        // The session ends on its own; signing out locally is what matters to the person.
      }
    }
    await endUnconfirmedSession();
    clearSignedInState(queryClient);
  }, [queryClient]);
}
