import type { GolfIdsInput } from '@golfwallet/core/validation/login';
import type { Deps } from '../../deps';
import { verifyCredentials } from '../auth/credentials';

/**
 * The golf ids (union member numbers) of the account with these credentials, for the import
 * screen. Same checks and login limit as logging in.
 */
export async function listGolfIds(deps: Deps, input: GolfIdsInput, meta: { ip: string }) {
  const user = await verifyCredentials(deps, input.email, input.password, meta.ip);
  return { data: { golf_ids: user.memberNumber ? [user.memberNumber] : [] } };
}
