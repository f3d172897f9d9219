import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { webauthnChallenges, webauthnCredentials } from '../../db/schema/index';

export async function insertChallenge(db: DbOrTx, row: typeof webauthnChallenges.$inferInsert) {
  await db.insert(webauthnChallenges).values(row);
}

/** Takes a challenge once: it is deleted as it is read, and only answered while unexpired. */
export async function takeChallenge(
  db: DbOrTx,
  id: string,
  purpose: 'register' | 'sign_in' | 'confirm_pin',
  now: Date,
) {
  const [row] = await db
    .delete(webauthnChallenges)
    .where(and(eq(webauthnChallenges.id, id), eq(webauthnChallenges.purpose, purpose)))
    .returning();
  return row && row.expiresAt > now ? row : undefined;
}

export async function deleteExpiredChallenges(db: DbOrTx, now: Date) {
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now));
}

export async function credentialsOf(db: DbOrTx, userId: number) {
  return db
    .select()
    .from(webauthnCredentials)
    .where(eq(webauthnCredentials.userId, userId))
    .orderBy(webauthnCredentials.createdAt, webauthnCredentials.id);
}

export async function findCredential(db: DbOrTx, credentialId: string) {
  const [row] = await db
    .select()
    .from(webauthnCredentials)
    .where(eq(webauthnCredentials.credentialId, credentialId));
  return row;
}

export async function insertCredential(db: DbOrTx, row: typeof webauthnCredentials.$inferInsert) {
  await db.insert(webauthnCredentials).values(row).onConflictDoNothing();
}

/**
 * Records a use with the authenticator's new counter, only if it moved forward (or the
 * authenticator keeps none: 0): a cloned key replaying an old counter changes nothing.
 */
export async function recordUse(db: DbOrTx, id: number, counter: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(webauthnCredentials)
    .set({ counter, lastUsedAt: now })
    .where(
      and(
        eq(webauthnCredentials.id, id),
        or(gt(sql`${counter}::bigint`, webauthnCredentials.counter), eq(sql`${counter}::bigint`, 0)),
      ),
    )
    .returning({ id: webauthnCredentials.id });
  return rows.length > 0;
}

/** Deletes one of the golfer's keys; false when the golfer has no key with that id. */
export async function deleteCredential(db: DbOrTx, userId: number, credentialId: string): Promise<boolean> {
  const rows = await db
    .delete(webauthnCredentials)
    .where(and(eq(webauthnCredentials.userId, userId), eq(webauthnCredentials.credentialId, credentialId)))
    .returning({ id: webauthnCredentials.id });
  return rows.length > 0;
}
