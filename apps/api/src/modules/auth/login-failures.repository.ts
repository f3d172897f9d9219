import { and, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { loginFailures } from '../../db/schema/index';

/**
 * The class of the transaction-scoped advisory locks that serialise the tries of one key (the
 * two-int form: this class and the key's hash, so it cannot meet the single-bigint start-up locks).
 */
const TRY_LOCK_CLASS = 0x6c6f67; // "log"

/**
 * Holds, until the transaction ends, the lock of each key: another transaction claiming a try for
 * one of them waits here, and then counts the tries this one inserted. The locks are taken in
 * the order of their ids, so two transactions locking the same keys cannot deadlock.
 */
export async function lockKeys(tx: Tx, keys: string[]): Promise<void> {
  const list = sql.join(
    keys.map((key) => sql`${key}`),
    sql`, `,
  );
  await tx.execute(
    sql`select pg_advisory_xact_lock(${TRY_LOCK_CLASS}, id) from (select distinct hashtext(k) as id from unnest(array[${list}]::text[]) as k order by id) as locks`,
  );
}

/** The times of a key's newest failures since a moment, newest first, at most `limit`. */
export async function recentFailureTimes(
  db: DbOrTx,
  key: string,
  since: Date,
  limit: number,
): Promise<Date[]> {
  const rows = await db
    .select({ at: loginFailures.at })
    .from(loginFailures)
    .where(and(eq(loginFailures.key, key), gt(loginFailures.at, since)))
    .orderBy(desc(loginFailures.at))
    .limit(limit);
  return rows.map((row) => row.at);
}

/** Inserts one row per key; their ids, to release them again. */
export async function insertFailures(db: DbOrTx, keys: string[], at: Date): Promise<number[]> {
  const rows = await db
    .insert(loginFailures)
    .values(keys.map((key) => ({ key, at })))
    .returning({ id: loginFailures.id });
  return rows.map((row) => row.id);
}

export async function deleteFailures(db: DbOrTx, ids: number[]) {
  if (ids.length > 0) await db.delete(loginFailures).where(inArray(loginFailures.id, ids));
}

/** Forgets the failures of these keys older than a moment (they no longer count). */
export async function pruneFailures(db: DbOrTx, keys: string[], before: Date) {
  await db.delete(loginFailures).where(and(inArray(loginFailures.key, keys), lt(loginFailures.at, before)));
}

export async function clearFailures(db: DbOrTx, key: string) {
  await db.delete(loginFailures).where(eq(loginFailures.key, key));
}
