import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bulkIssueRecipients, bulkIssues, products, users } from '../../db/schema/index';
import { golferColumns } from './issue.repository';

const bulkGolferColumns = {
  ...golferColumns,
  acceptOffers: users.acceptOffers,
  memberNumber: users.memberNumber,
};

export type BulkGolfer = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  language: string;
  acceptOffers: number;
  memberNumber: string | null;
};

/** Active golfers with these e-mail addresses (stored lower-cased). */
export async function findGolfersByEmails(db: DbOrTx, emails: string[]): Promise<BulkGolfer[]> {
  if (emails.length === 0) return [];
  return db
    .select(bulkGolferColumns)
    .from(users)
    .where(and(inArray(users.email, emails), eq(users.status, 'active')));
}

/** Active members of the union with these member numbers (none without a union). */
export async function findGolfersByMemberNumbers(
  db: DbOrTx,
  unionId: number | null,
  numbers: string[],
): Promise<BulkGolfer[]> {
  if (unionId === null || numbers.length === 0) return [];
  return db
    .select(bulkGolferColumns)
    .from(users)
    .where(and(eq(users.unionId, unionId), inArray(users.memberNumber, numbers), eq(users.status, 'active')));
}

export type BulkIssueRow = typeof bulkIssues.$inferSelect;

/** Inserts the batch unless the club already has one with this product and golfers (then undefined). */
export async function insertBulkIssue(db: DbOrTx, values: typeof bulkIssues.$inferInsert) {
  const [row] = await db.insert(bulkIssues).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findBatchByGolfers(db: DbOrTx, clubId: number, productId: number, golfersHash: string) {
  const [row] = await db
    .select()
    .from(bulkIssues)
    .where(
      and(
        eq(bulkIssues.clubId, clubId),
        eq(bulkIssues.productId, productId),
        eq(bulkIssues.golfersHash, golfersHash),
      ),
    );
  return row;
}

export async function insertRecipients(db: DbOrTx, bulkIssueId: number, userIds: number[]) {
  const CHUNK = 1000;
  for (let at = 0; at < userIds.length; at += CHUNK) {
    await db
      .insert(bulkIssueRecipients)
      .values(userIds.slice(at, at + CHUNK).map((userId) => ({ bulkIssueId, userId })));
  }
}

/** A batch of the club with its product's name; another club's is never found. */
export async function findClubBatch(db: DbOrTx, clubId: number, id: number) {
  const [row] = await db
    .select({ batch: bulkIssues, productName: products.name })
    .from(bulkIssues)
    .innerJoin(products, eq(products.id, bulkIssues.productId))
    .where(and(eq(bulkIssues.clubId, clubId), eq(bulkIssues.id, id)));
  return row;
}

/** The batches still handing out, oldest first. */
export async function runningBatches(db: DbOrTx): Promise<BulkIssueRow[]> {
  return db.select().from(bulkIssues).where(isNull(bulkIssues.finishedAt)).orderBy(asc(bulkIssues.id));
}

/**
 * Up to `limit` golfers of the batch still waiting for their voucher, locked (another run skips
 * them), in id order.
 */
export async function claimWaitingRecipients(db: DbOrTx, bulkIssueId: number, limit: number) {
  return db
    .select(bulkGolferColumns)
    .from(bulkIssueRecipients)
    .innerJoin(users, eq(users.id, bulkIssueRecipients.userId))
    .where(and(eq(bulkIssueRecipients.bulkIssueId, bulkIssueId), isNull(bulkIssueRecipients.issuedAt)))
    .orderBy(asc(bulkIssueRecipients.userId))
    .limit(limit)
    .for('update', { of: bulkIssueRecipients, skipLocked: true });
}

/** Marks the golfers' vouchers issued and counts them on the batch; finishes it when none wait. */
export async function recordIssued(
  db: DbOrTx,
  bulkIssueId: number,
  issued: { userId: number; voucherId: number }[],
  now: Date,
) {
  if (issued.length > 0) await markRecipients(db, bulkIssueId, issued, now);
  await db
    .update(bulkIssues)
    .set({
      done: sql`${bulkIssues.done} + ${issued.length}`,
      finishedAt: sql`case when exists (select 1 from ${bulkIssueRecipients} r where r.bulk_issue_id = ${bulkIssueId} and r.issued_at is null) then null else ${now.toISOString()}::timestamptz end`,
    })
    .where(eq(bulkIssues.id, bulkIssueId));
}

async function markRecipients(
  db: DbOrTx,
  bulkIssueId: number,
  issued: { userId: number; voucherId: number }[],
  now: Date,
) {
  const userIds = sql.join(
    issued.map((row) => sql`${row.userId}`),
    sql`, `,
  );
  const voucherIds = sql.join(
    issued.map((row) => sql`${row.voucherId}`),
    sql`, `,
  );
  await db.execute(sql`
    update ${bulkIssueRecipients} r set voucher_id = x.v, issued_at = ${now.toISOString()}::timestamptz
    from unnest(array[${userIds}]::int[], array[${voucherIds}]::bigint[]) as x(u, v)
    where r.bulk_issue_id = ${bulkIssueId} and r.user_id = x.u`);
}
