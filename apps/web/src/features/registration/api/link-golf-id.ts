import { changeClub } from '@golfwallet/core/contracts/user/change-club';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiForSession } from '../../../lib/api-for-session';
import { type Credentials, completeSignIn, createSessionFor } from '../../../lib/sign-in';
import { type FederationResult, toServerDate } from '../model/federation';

/** The golf ID a union sign-in returned, as PATCH /user/club takes it; undefined if incomplete. */
export function golfIdLink(result: FederationResult) {
  const unionId = Number(result.golfUnionId);
  const birthDate = toServerDate(result.birthDate);
  if (!Number.isInteger(unionId) || unionId <= 0 || !result.golfId || !birthDate) return undefined;
  return { union_id: unionId, member_number: result.golfId, birth_date: birthDate };
}

export class IncompleteGolfIdError extends Error {
  constructor() {
    super('The union sign-in did not return a complete golf ID');
  }
}

/**
 * Links the golf ID of a union sign-in to an existing account (spec §2 import and update screens):
 * with the update session id when the union sent one, else by logging in with e-mail and password;
 * then that session becomes the signed-in one.
 */
export async function linkGolfId(
  queryClient: QueryClient,
  result: FederationResult,
  credentials: Credentials | null,
): Promise<void> {
  const link = golfIdLink(result);
  if (!link) throw new IncompleteGolfIdError();
  let sessionId = result.updateSessionId;
  if (!sessionId) {
    if (!credentials) throw new IncompleteGolfIdError();
    sessionId = (await createSessionFor(credentials)).session_id;
  }
  await apiForSession(sessionId)(changeClub, { body: link });
  await completeSignIn(queryClient, sessionId);
}

export function useLinkGolfId() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { result: FederationResult; credentials: Credentials | null }) =>
      linkGolfId(queryClient, input.result, input.credentials),
  });
}
