import { AppError } from '@golfwallet/core/errors/app-error';
import type { Deps } from '../../deps';
import { findUserByEmail } from '../user/accounts';
import type { UserRow } from '../user/user.repository';
import { claimLoginTry, loginLimitKeys, releaseTry } from './login-limit';
import { dummySecretHash, verifySecret } from './password';

/**
 * Checks an e-mail and password, under the login limits per account (LOGIN_MAX_FAILURES) and per
 * IP address (LOGIN_MAX_FAILURES_PER_IP, far higher: many golfers share one address). An unknown e-mail
 * costs the same hashing work as a known one, so timing does not tell which addresses exist.
 * Wrong credentials: 401 INVALID_CREDENTIALS; over the limit: 429 TOO_MANY_LOGIN_ATTEMPTS.
 */
export async function verifyCredentials(
  deps: Deps,
  email: string,
  password: string,
  ip: string,
): Promise<UserRow> {
  const keys = loginLimitKeys(email, ip);
  // Claimed before the password is checked, so parallel guesses cannot pass the limit; a wrong
  // password leaves the claim as its failure.
  const claim = await claimLoginTry(deps, keys);
  const user = await findUserByEmail(deps.db, email);
  const matches = await verifySecret(user?.passwordHash ?? (await dummySecretHash()), password);
  if (!user?.passwordHash || !matches) throw new AppError('INVALID_CREDENTIALS');
  await releaseTry(deps, claim, keys.account);
  if (user.status === 'blocked') throw new AppError('ACCOUNT_BLOCKED');
  if (user.status !== 'active') throw new AppError('FORBIDDEN');
  return user;
}
