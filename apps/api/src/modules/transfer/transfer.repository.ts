import { and, asc, eq, gt, inArray, isNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users, voucherTransfers, vouchers } from '../../db/schema/index';
import { rowsOf } from '../voucher/sql-rows';
import { transferable as transferableRule } from '../voucher/voucher-rules';

/**
 * Ends up to `limit` pending transfers (of any golfer) whose links have expired and frees the
 * vouchers they still hold, in one statement; answers how many it ended. The expiry job's work
 * (transfer-expiry.job.ts): reads never call it, since a hold past its expiry already reads as free
 * (voucher-rules.ts). A voucher meanwhile held by a newer transfer is left alone.
 */
export async function expireDueTransfers(db: DbOrTx, now: Date, limit: number): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    with due as (
      select id from voucher_transfers
      where status = 'pending' and expires_at <= ${at}
      order by expires_at
      limit ${limit}
      for update skip locked
    ), expired as (
      update voucher_transfers t set status = 'expired'
      from due where t.id = due.id and t.status = 'pending'
      returning t.id
    ), freed as (
      update vouchers set transfer_id = null, transfer_expires_at = null, updated_at = ${at}
      where transfer_id in (select id from expired)
      returning id
    )
    select (select count(*) from expired)::int as n`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

/** A voucher may be sent while it is usable and no other transfer holds it (voucher-rules.ts). */
const transferable = (now: Date): SQL => transferableRule.sql(now);

/**
 * Up to `limit` of the golfer's transferable, unprinted vouchers identical to the given ones (same
 * order and product), other than the given ids, lowest id first.
 */
export async function findIdenticalSiblings(
  db: DbOrTx,
  userId: number,
  groups: { orderId: number; productId: number | null }[],
  excludeIds: number[],
  limit: number,
  now: Date,
): Promise<number[]> {
  if (groups.length === 0 || limit <= 0) return [];
  const rows = await db
    .select({ id: vouchers.id })
    .from(vouchers)
    .where(
      and(
        eq(vouchers.userId, userId),
        isNull(vouchers.printedAt),
        transferable(now),
        notInArray(vouchers.id, excludeIds),
        or(
          ...groups.map((group) =>
            and(
              eq(vouchers.orderId, group.orderId),
              group.productId === null ? isNull(vouchers.productId) : eq(vouchers.productId, group.productId),
            ),
          ),
        ),
      ),
    )
    .orderBy(asc(vouchers.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

export async function insertTransfer(db: DbOrTx, values: typeof voucherTransfers.$inferInsert) {
  const [row] = await db.insert(voucherTransfers).values(values).returning();
  return row!;
}

/**
 * Puts vouchers into a transfer with one conditional update: only the sender's, transferable ones
 * are taken. Answers the ids it took; fewer than asked means another request got there first.
 */
export async function holdVouchersForTransfer(
  db: DbOrTx,
  transfer: { id: number; expiresAt: Date },
  userId: number,
  ids: number[],
  now: Date,
): Promise<number[]> {
  const rows = await db
    .update(vouchers)
    .set({ transferId: transfer.id, transferExpiresAt: transfer.expiresAt, updatedAt: now })
    .where(and(inArray(vouchers.id, ids), eq(vouchers.userId, userId), transferable(now)))
    .returning({ id: vouchers.id });
  return rows.map((row) => row.id);
}

/** The transfer behind a link, locked for the rest of the transaction when `lock` is set. */
export async function findTransferByTokenHash(db: DbOrTx, tokenHash: string, lock = false) {
  const query = db.select().from(voucherTransfers).where(eq(voucherTransfers.tokenHash, tokenHash)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function findTransfer(db: DbOrTx, id: number) {
  const [row] = await db.select().from(voucherTransfers).where(eq(voucherTransfers.id, id)).limit(1);
  return row;
}

/** pending → confirmed, only while pending and unexpired: of concurrent confirmations one wins. */
export async function markTransferConfirmed(db: DbOrTx, id: number, userId: number, now: Date) {
  const rows = await db
    .update(voucherTransfers)
    .set({ status: 'confirmed', confirmedByUserId: userId, confirmedAt: now })
    .where(
      and(
        eq(voucherTransfers.id, id),
        eq(voucherTransfers.status, 'pending'),
        gt(voucherTransfers.expiresAt, now),
      ),
    )
    .returning({ id: voucherTransfers.id });
  return rows.length === 1;
}

/** pending (and unexpired: an expired one reads as expired) → cancelled by its sender. */
export async function markTransferCancelled(db: DbOrTx, id: number, fromUserId: number, now: Date) {
  const rows = await db
    .update(voucherTransfers)
    .set({ status: 'cancelled' })
    .where(
      and(
        eq(voucherTransfers.id, id),
        eq(voucherTransfers.fromUserId, fromUserId),
        eq(voucherTransfers.status, 'pending'),
        gt(voucherTransfers.expiresAt, now),
      ),
    )
    .returning({ id: voucherTransfers.id });
  return rows.length === 1;
}

/** pending (but past its expiry) → expired, freeing its vouchers. */
export async function expireTransfer(db: DbOrTx, id: number, now: Date): Promise<void> {
  await db
    .update(voucherTransfers)
    .set({ status: 'expired' })
    .where(and(eq(voucherTransfers.id, id), eq(voucherTransfers.status, 'pending')));
  await releaseTransferVouchers(db, id, now);
}

/** Frees the vouchers a transfer holds; answers their ids. */
export async function releaseTransferVouchers(db: DbOrTx, transferId: number, now: Date): Promise<number[]> {
  const rows = await db
    .update(vouchers)
    .set({ transferId: null, transferExpiresAt: null, updatedAt: now })
    .where(eq(vouchers.transferId, transferId))
    .returning({ id: vouchers.id });
  return rows.map((row) => row.id);
}

/**
 * Moves the vouchers a transfer holds from the sender to the recipient. The new holder starts
 * fresh: not printed (the printout stays with the sender), not a favourite.
 */
export async function moveTransferVouchers(
  db: DbOrTx,
  transferId: number,
  fromUserId: number,
  toUserId: number,
  now: Date,
) {
  return db
    .update(vouchers)
    .set({
      userId: toUserId,
      transferId: null,
      transferExpiresAt: null,
      printedAt: null,
      favourite: false,
      updatedAt: now,
    })
    .where(and(eq(vouchers.transferId, transferId), eq(vouchers.userId, fromUserId)))
    .returning({ id: vouchers.id, clubId: vouchers.clubId });
}

/** The language of an existing golfer with this e-mail or mobile number, if there is one. */
export async function findRecipientLanguage(
  db: DbOrTx,
  target: { email?: string; phone?: string },
): Promise<string | undefined> {
  const condition = target.email
    ? eq(users.email, target.email)
    : sql`replace(${users.phone}, ' ', '') = ${target.phone ?? ''}`;
  const [row] = await db.select({ language: users.languageDefault }).from(users).where(condition).limit(1);
  return row?.language;
}
