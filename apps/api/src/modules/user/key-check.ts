import { AppError } from '@golfwallet/core/errors/app-error';
import type { DbOrTx } from '../../db/client';
import { hashToken } from '../../lib/tokens';
import { consumeUserKey, findUserKey, type KeyPurpose, type UserKeyRow } from './user-keys.repository';

/**
 * Uses up a mailed key: answers its row, or throws 400 KEY_EXPIRED for a key past its time and
 * 400 INVALID_KEY for an unknown or already used one. The update is conditional, so a key works once
 * even when two requests race.
 */
export async function consumeMailedKey(
  db: DbOrTx,
  key: string,
  purpose: KeyPurpose,
  now: Date,
): Promise<UserKeyRow> {
  const keyHash = hashToken(key);
  const consumed = await consumeUserKey(db, keyHash, purpose, now);
  if (consumed) return consumed;
  const existing = await findUserKey(db, keyHash, purpose);
  if (existing && existing.usedAt === null && existing.expiresAt <= now) throw new AppError('KEY_EXPIRED');
  throw new AppError('INVALID_KEY');
}
