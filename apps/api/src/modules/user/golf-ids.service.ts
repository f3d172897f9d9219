import type { GolfIdsInput } from '@golfwallet/core/validation/login';
import type { Deps } from '../../deps';
import { verifyCredentials } from '../auth/credentials';
import { listGolfIdsOf } from '../federation/federated-account.service';

/**
 * The golf ids (union member numbers) of the account with these credentials, for the import
 * screen: the main one first, then the added ones. Same checks and login limit as logging in.
 */
export async function listGolfIds(deps: Deps, input: GolfIdsInput, meta: { ip: string }) {
  const user = await verifyCredentials(deps, input.email, input.password, meta.ip);
  const ids = await listGolfIdsOf(deps.db, user.id);
  return { data: { golf_ids: ids.map((id) => id.memberNumber) } };
}
