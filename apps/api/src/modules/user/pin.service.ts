import { AppError } from '@golfwallet/core/errors/app-error';
import type { Deps } from '../../deps';
import type { AuthContext } from '../../plugins/auth';
import { claimTry, releaseTry } from '../auth/login-limit';
import { verifySecret } from '../auth/password';

/**
 * Checks the caller's PIN code. Wrong guesses count like failed logins (LOGIN_MAX_FAILURES per
 * LOGIN_WINDOW_MINUTES), so a stolen session cannot try every PIN.
 */
export async function checkPin(deps: Deps, auth: AuthContext, pinCode: string) {
  const key = `pin:${auth.user.id}`;
  // Claimed before the PIN is checked, so parallel guesses cannot pass the limit.
  const claim = await claimTry(deps, [{ key, max: deps.config.LOGIN_MAX_FAILURES }], 'TOO_MANY_REQUESTS');
  if (!auth.user.pinHash) {
    await releaseTry(deps, claim);
    throw new AppError('PIN_NOT_SET');
  }
  if (!(await verifySecret(auth.user.pinHash, pinCode))) throw new AppError('WRONG_PIN');
  await releaseTry(deps, claim, key);
  return { valid: true as const };
}
