import { AppError } from '@golfwallet/core/errors/app-error';
import type { Deps } from '../../deps';
import { MAILS_PER_HOUR, mailAccountKey } from './account-keys';
import { consumeMailedKey } from './key-check';
import { countUserKeysSince } from './user-keys.repository';
import { confirmUserEmail, findUserByEmail } from './user.repository';

/**
 * Confirms an e-mail with the key from the verification mail. The key is single use, lives 24
 * hours and confirms only the address it was sent to (an address changed since is not confirmed).
 */
export async function verifyEmail(deps: Deps, code: string) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const key = await consumeMailedKey(tx, code, 'verify_email', now);
    const user = key.email ? await confirmUserEmail(tx, key.userId, key.email) : undefined;
    if (!user) throw new AppError('INVALID_KEY');
    return { email_confirmed: true as const, first_name: user.firstName };
  });
}

/**
 * Sends the verification mail again when an unconfirmed account has this address, at most
 * MAILS_PER_HOUR times an hour. Answers the same in every case, so nobody learns which addresses
 * have accounts.
 */
export async function resendVerification(deps: Deps, email: string) {
  const user = await findUserByEmail(deps.db, email);
  if (user && !user.emailConfirmed && user.status === 'active') {
    const since = new Date(deps.now().getTime() - 3_600_000);
    if ((await countUserKeysSince(deps.db, user.id, 'verify_email', since)) < MAILS_PER_HOUR) {
      await deps.db.transaction((tx) => mailAccountKey(tx, deps, 'verifyEmail', user));
    } else {
      deps.log.info({ userId: user.id }, 'verification resend limit reached');
    }
  }
  return { success: true as const };
}
