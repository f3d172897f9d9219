import { and, asc, desc, eq, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { dataExportRequests } from '../../db/schema/index';

/** The golfer's last request that counts for the 6-month rule (a failed one does not). */
export async function lastCountedRequest(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      id: dataExportRequests.id,
      requestedAt: dataExportRequests.requestedAt,
      status: dataExportRequests.status,
    })
    .from(dataExportRequests)
    .where(and(eq(dataExportRequests.userId, userId), ne(dataExportRequests.status, 'failed')))
    .orderBy(desc(dataExportRequests.requestedAt), desc(dataExportRequests.id))
    .limit(1);
  return row;
}

export async function insertRequest(db: DbOrTx, userId: number, now: Date) {
  const [row] = await db
    .insert(dataExportRequests)
    .values({ userId, requestedAt: now, status: 'pending' })
    .returning({ id: dataExportRequests.id, requestedAt: dataExportRequests.requestedAt });
  return row!;
}

export async function findRequest(db: DbOrTx, id: number) {
  const [row] = await db.select().from(dataExportRequests).where(eq(dataExportRequests.id, id)).limit(1);
  return row;
}

export async function pendingRequestIds(db: DbOrTx, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: dataExportRequests.id })
    .from(dataExportRequests)
    .where(eq(dataExportRequests.status, 'pending'))
    .orderBy(asc(dataExportRequests.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** pending → ready with the file and the link's hash; only one preparer wins. */
export async function markReady(
  db: DbOrTx,
  id: number,
  values: { file: Buffer; tokenHash: string; readyAt: Date; expiresAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(dataExportRequests)
    .set({ status: 'ready', ...values })
    .where(and(eq(dataExportRequests.id, id), eq(dataExportRequests.status, 'pending')))
    .returning({ id: dataExportRequests.id });
  return rows.length === 1;
}

export async function markFailed(db: DbOrTx, id: number, error: string) {
  await db
    .update(dataExportRequests)
    .set({ status: 'failed', lastError: error.slice(0, 500) })
    .where(and(eq(dataExportRequests.id, id), eq(dataExportRequests.status, 'pending')));
}

/**
 * Takes the file behind a link once: ready and unexpired → downloaded, the file dropped from the
 * row in the same statement (the old value is returned). A second download finds nothing.
 */
export async function takeFile(db: DbOrTx, tokenHash: string, now: Date) {
  const result = await db.execute(sql`
    update ${dataExportRequests} as d
    set status = 'downloaded', downloaded_at = ${now}, file = null
    from (select id, file from ${dataExportRequests}
          where token_hash = ${tokenHash} and status = 'ready' and expires_at > ${now}
          for update) as old
    where d.id = old.id
    returning old.file as file, d.user_id as user_id, d.requested_at as requested_at`);
  const rows = (result as unknown as { rows: { file: Buffer | Uint8Array; user_id: number }[] }).rows;
  const row = rows[0];
  return row ? { file: Buffer.from(row.file), userId: row.user_id } : undefined;
}

/** Ready links past their expiry: the file goes, the request stays (6-month rule). */
export async function expireFiles(db: DbOrTx, now: Date) {
  await db
    .update(dataExportRequests)
    .set({ status: 'expired', file: null })
    .where(and(eq(dataExportRequests.status, 'ready'), lte(dataExportRequests.expiresAt, now)));
}

export async function requestsOf(db: DbOrTx, userId: number) {
  return db
    .select({
      id: dataExportRequests.id,
      status: dataExportRequests.status,
      requestedAt: dataExportRequests.requestedAt,
      readyAt: dataExportRequests.readyAt,
      downloadedAt: dataExportRequests.downloadedAt,
    })
    .from(dataExportRequests)
    .where(eq(dataExportRequests.userId, userId))
    .orderBy(asc(dataExportRequests.id));
}
