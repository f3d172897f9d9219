import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client';
import type { PipelinePart } from './pipeline';
import { statement } from './statement';

/**
 * A transaction that takes row locks (SELECT … FOR UPDATE, or UPDATE of rows other requests
 * update too) waits at most `lockTimeoutMs` for a lock: `SET LOCAL lock_timeout` applies to this
 * transaction only. A lock timeout (55P03) or a deadlock (40P01) then fails the request with 503
 * and Retry-After (plugins/errors.ts) instead of holding a connection. Which rows each write locks,
 * and in which order: docs/ARCHITECTURE.md, "Locking".
 */
export async function lockingTransaction<T>(
  db: Db,
  lockTimeoutMs: number,
  run: (tx: Tx) => Promise<T>,
): Promise<T> {
  const timeout = Math.max(1, Math.trunc(lockTimeoutMs));
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local lock_timeout = '${timeout}ms'`));
    return run(tx);
  });
}

const lockTimeoutStatement = statement(
  sql`select set_config('lock_timeout', ${sql.placeholder('timeout')}::text, true)`,
);

/**
 * The same bound for a write sent without a transaction, at no extra round trip: sent first in the
 * write's pipeline (db/pipeline.ts), where every statement up to the Sync runs in one implicit
 * transaction, so `set_config(…, true)` holds for the write and ends with it. (On PGlite, one
 * connection, no other session can hold a lock and the setting does nothing.)
 */
export function lockTimeoutPart(lockTimeoutMs: number): PipelinePart {
  return {
    statement: lockTimeoutStatement,
    values: { timeout: `${Math.max(1, Math.trunc(lockTimeoutMs))}ms` },
  };
}
