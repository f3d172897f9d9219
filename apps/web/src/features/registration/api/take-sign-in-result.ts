import { takeUnionSignInResult } from '@golfwallet/core/contracts/federation/take-union-sign-in-result';
import { api } from '../../../lib/api';
import { type FederationResult, toFederationResult } from '../model/federation';

/**
 * The return page's exchange (issue 31): the one-time code of `?result=` for the federation login
 * result, once. The session id, the ticket and the union's details arrive in this answer only.
 */
export async function takeSignInResult(code: string): Promise<FederationResult> {
  const answer: Record<string, unknown> = await api(takeUnionSignInResult, { body: { code } });
  return toFederationResult((key) => answer[key]);
}
