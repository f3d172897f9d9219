import type { ChangePasswordInput } from '@golfwallet/core/validation/password-recovery';
import type { Deps } from '../../deps';
import { hashSecret } from '../auth/password';
import { deleteUserSessions } from '../session/session.service';
import { MAILS_PER_HOUR, mailAccountKey } from './account-keys';
import { consumeMailedKey } from './key-check';
import { countUserKeysSince, useUpUserKeys } from './user-keys.repository';
import { findUserByEmail, findUserById, updateUser } from './user.repository';

/**
 * Sends a password reset mail with a single-use key valid for 1 hour, at most MAILS_PER_HOUR an
 * hour per account. Answers the same whether or not the address has an account.
 */
export async function requestPasswordReset(deps: Deps, email: string) {
  const user = await findUserByEmail(deps.db, email);
  if (user && user.status === 'active') {
    const since = new Date(deps.now().getTime() - 3_600_000);
    if ((await countUserKeysSince(deps.db, user.id, 'reset_password', since)) < MAILS_PER_HOUR) {
      await deps.db.transaction((tx) => mailAccountKey(tx, deps, 'resetPassword', user));
    } else {
      deps.log.info({ userId: user.id }, 'password reset mail limit reached');
    }
  }
  return { success: true as const };
}

/**
 * Sets a new password with a reset key: the key and every other open reset key are used up and
 * every session of the account ends, in one transaction. The mail reached its address, so an
 * address still equal to the one the key was sent to counts as confirmed.
 */
export async function resetPassword(deps: Deps, input: ChangePasswordInput) {
  const passwordHash = await hashSecret(input.password);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const key = await consumeMailedKey(tx, input.token, 'reset_password', now);
    const user = await findUserById(tx, key.userId);
    await updateUser(tx, key.userId, {
      passwordHash,
      passwordChangedAt: now,
      ...(user && key.email === user.email ? { emailConfirmed: true } : {}),
    });
    await useUpUserKeys(tx, key.userId, 'reset_password', now);
    await deleteUserSessions(tx, key.userId);
  });
  return { success: true as const };
}
