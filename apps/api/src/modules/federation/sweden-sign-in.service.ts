import type { FederationResultPayload } from '@golfwallet/core/contracts/federation/shapes';
import { AppError } from '@golfwallet/core/errors/app-error';
import type { SwedenLoginInput } from '@golfwallet/core/validation/federation';
import { swedenLoginFor } from '../../adapters/golf-union/sweden-login';
import type { Deps } from '../../deps';
import { claimLoginTry, releaseTry } from '../auth/login-limit';
import { resolveVerifiedMember } from './federated-account.service';
import { findUnionByCountry } from './federation.repository';
import { memberFromClaims } from './verified-member';

/**
 * The Swedish union's sign-in (spec §7): golf ID and password checked by the union (adapter).
 * Failures count per golf ID and per IP in the same lock-out as e-mail logins (the IP key is
 * shared), so guessing passwords here costs the same as on the e-mail login. A member then logs in
 * or gets a ticket like after any union sign-in.
 */
export async function swedenSignIn(
  deps: Deps,
  input: SwedenLoginInput,
  meta: { ip: string },
): Promise<FederationResultPayload> {
  const adapter = swedenLoginFor(deps.config);
  if (!adapter) throw new AppError('UNION_SIGN_IN_UNAVAILABLE');
  const keys = { account: `golfid:se:${input.golf_id}`, ip: `ip:${meta.ip}` };
  const claim = await claimLoginTry(deps, keys);
  let answer: Awaited<ReturnType<typeof adapter.signIn>>;
  try {
    answer = await adapter.signIn(deps.db, input.golf_id, input.password);
  } catch (error) {
    deps.log.warn({ err: error }, 'Swedish union sign-in failed');
    // The union did not answer: no failure of the golfer's.
    await releaseTry(deps, claim);
    throw new AppError('UNION_SIGN_IN_FAILED');
  }
  if (!answer.ok) throw new AppError('INVALID_GOLF_ID_CREDENTIALS');
  await releaseTry(deps, claim, keys.account);
  const union = await findUnionByCountry(deps.db, 'SE');
  const member = union ? memberFromClaims(answer.claims, union) : undefined;
  if (!member) throw new AppError('UNION_SIGN_IN_FAILED');
  return resolveVerifiedMember(deps, member, meta);
}
