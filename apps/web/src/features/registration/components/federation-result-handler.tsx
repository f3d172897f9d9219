import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { completeSignIn } from '../../../lib/sign-in';
import { type FederationResult, federationOutcome, federationState } from '../model/federation';
import { useRegistrationNavigate } from '../hooks/use-registration-navigate';

/**
 * Acts on a golf-union sign-in result (spec §4): a session signs in and goes to /vouchers; existing
 * golf ids go to the update screen; otherwise the caller asks whether an account exists. Returns
 * the outcome's kind.
 */
export function useHandleFederationResult() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const goTo = useRegistrationNavigate();
  return useCallback(
    async (result: FederationResult) => {
      const outcome = federationOutcome(result);
      federationState.set({ result, credentials: null });
      if (outcome.kind === 'signed-in') {
        await completeSignIn(queryClient, outcome.sessionId);
        navigate('/vouchers', { replace: true });
      } else if (outcome.kind === 'update') {
        goTo('update', { replace: true });
      }
      return outcome.kind;
    },
    [queryClient, navigate, goTo],
  );
}
