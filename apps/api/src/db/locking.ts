import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client';

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
