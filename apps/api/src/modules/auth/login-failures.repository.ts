import { and, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { loginFailures } from '../../db/schema/index';

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

export async function insertFailures(db: DbOrTx, keys: string[], at: Date) {
  await db.insert(loginFailures).values(keys.map((key) => ({ key, at })));
}

/** Forgets the failures of these keys older than a moment (they no longer count). */
export async function pruneFailures(db: DbOrTx, keys: string[], before: Date) {
  await db.delete(loginFailures).where(and(inArray(loginFailures.key, keys), lt(loginFailures.at, before)));
}

export async function clearFailures(db: DbOrTx, key: string) {
  await db.delete(loginFailures).where(eq(loginFailures.key, key));
}
