import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { userKeys } from '../../db/schema/index';

export type KeyPurpose = 'verify_email' | 'reset_password';
export type UserKeyRow = typeof userKeys.$inferSelect;

export async function insertUserKey(
  db: DbOrTx,
  values: { keyHash: string; userId: number; purpose: KeyPurpose; email: string; now: Date; expiresAt: Date },
) {
  await db.insert(userKeys).values({
    keyHash: values.keyHash,
    userId: values.userId,
    purpose: values.purpose,
    email: values.email,
    createdAt: values.now,
    expiresAt: values.expiresAt,
  });
}

/** Marks a live key used and returns it; undefined when unknown, used or expired (single use, race-free). */
export async function consumeUserKey(db: DbOrTx, keyHash: string, purpose: KeyPurpose, now: Date) {
  const [row] = await db
    .update(userKeys)
    .set({ usedAt: now })
    .where(
      and(
        eq(userKeys.keyHash, keyHash),
        eq(userKeys.purpose, purpose),
        isNull(userKeys.usedAt),
        gt(userKeys.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

export async function findUserKey(db: DbOrTx, keyHash: string, purpose: KeyPurpose) {
  const [row] = await db
    .select()
    .from(userKeys)
    .where(and(eq(userKeys.keyHash, keyHash), eq(userKeys.purpose, purpose)))
    .limit(1);
  return row;
}

/** How many keys of a purpose a user was sent since a moment (the resend limit). */
export async function countUserKeysSince(db: DbOrTx, userId: number, purpose: KeyPurpose, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(userKeys)
    .where(and(eq(userKeys.userId, userId), eq(userKeys.purpose, purpose), gt(userKeys.createdAt, since)));
  return row?.n ?? 0;
}

/** Uses up every open key of a purpose, e.g. all reset links once the password is changed. */
export async function useUpUserKeys(db: DbOrTx, userId: number, purpose: KeyPurpose, now: Date) {
  await db
    .update(userKeys)
    .set({ usedAt: now })
    .where(and(eq(userKeys.userId, userId), eq(userKeys.purpose, purpose), isNull(userKeys.usedAt)));
}
