import { AppError } from '@golfwallet/core/errors/app-error';
import type { Deps } from '../../deps';
import type { AuthContext } from '../../plugins/auth';
import { findSession } from '../session/session.service';
import { claimLoginTry, loginLimitKeys, releaseTry } from './login-limit';
import { verifySecret } from './password';

/** How recent a sign-in stands in for the password of an account that has none. */
export const RECENT_SIGN_IN_MS = 10 * 60_000;

function refused(key: string): AppError {
  return new AppError('VALIDATION_FAILED', {}, [{ field: 'current_password', key }]);
}

/**
 * The caller proves again that they are the golfer (ASVS 7.5.1, 7.5.2) before a change of e-mail
 * or password, a new passkey, or ending other sessions. An account with a password gives it
 * (`current_password`), checked under the login limits like a login, so a stolen session cannot
 * guess it; a wrong or missing one is a 422 on `current_password`. An account without a password
 * (a union sign-in only) cannot give one: a sign-in of this session in the last 10 minutes counts
 * instead (at the union, whose login is the only factor it has), else 422 asking to sign in again.
 */
export async function reauthenticate(
  deps: Deps,
  auth: AuthContext,
  currentPassword: string | undefined,
  meta: { ip: string },
): Promise<void> {
  const user = auth.user;
  if (!user.passwordHash) {
    const found = await findSession(deps.db, auth.tokenHash);
    const signedInAt = found?.session.createdAt.getTime() ?? 0;
    if (deps.now().getTime() - signedInAt > RECENT_SIGN_IN_MS)
      throw refused('validation.signInAgainToChange');
    return;
  }
  if (!currentPassword) throw refused('validation.currentPasswordRequired');
  const keys = loginLimitKeys(user.email, meta.ip);
  const claim = await claimLoginTry(deps, keys);
  if (!(await verifySecret(user.passwordHash, currentPassword)))
    throw refused('validation.currentPasswordWrong');
  await releaseTry(deps, claim);
}
