import { loginAndUpdate } from '@golfwallet/core/contracts/federation/login-and-update';
import { updateWithSessionId } from '@golfwallet/core/contracts/federation/update-with-session-id';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { type Credentials, completeSignIn } from '../../../lib/sign-in';
import type { FederationResult } from '../model/federation';

export class IncompleteGolfIdError extends Error {
  constructor() {
    super('The union sign-in did not return a complete golf ID');
  }
}

/** Add the union's golf ID, or replace one of the account's golf IDs with it (spec §2). */
export type GolfIdChoice = { action: 'add' } | { action: 'replace'; replace_golf_id: string };

/**
 * Puts the golf ID of a union sign-in on an existing account (spec §2 import and update screens):
 * with e-mail and password when typed (login-and-update), else with the update session id of the
 * federation result; then that account's new session becomes the signed-in one.
 */
export async function linkGolfId(
  queryClient: QueryClient,
  result: FederationResult,
  credentials: Credentials | null,
  choice: GolfIdChoice = { action: 'add' },
): Promise<void> {
  const ticket = result.updateSessionId;
  if (!ticket || !result.golfId) throw new IncompleteGolfIdError();
  const answer = credentials
    ? await api(loginAndUpdate, {
        body: { email: credentials.email, password: credentials.password, ticket, ...choice },
      })
    : await api(updateWithSessionId, { body: { ticket, ...choice } });
  await completeSignIn(queryClient, answer.session_id);
}

export function useLinkGolfId() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: {
      result: FederationResult;
      credentials: Credentials | null;
      choice: GolfIdChoice;
    }) => linkGolfId(queryClient, input.result, input.credentials, input.choice),
  });
}
