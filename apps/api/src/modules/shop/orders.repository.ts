import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clubs, giftCardAccounts, orders, payments, redemptions, vouchers } from '../../db/schema/index';
import { inTransfer, notInTransferSql } from '../voucher/voucher-rules';

/** A golfer's orders that were paid at some point (cart attempts that failed are left out). */
export async function findOrdersOfUser(db: DbOrTx, userId: number, offset: number, limit: number) {
  const where = and(
    eq(orders.userId, userId),
    inArray(orders.status, ['paid', 'refunded', 'pending_payment']),
  );
  const rows = await db
    .select({ order: orders, clubName: clubs.name })
    .from(orders)
    .innerJoin(clubs, eq(clubs.id, orders.clubId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .offset(offset)
    .limit(limit);
  const [total] = await db.select({ n: count() }).from(orders).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findOrderWithClub(db: DbOrTx, orderId: number) {
  const [row] = await db
    .select({ order: orders, clubName: clubs.name })
    .from(orders)
    .innerJoin(clubs, eq(clubs.id, orders.clubId))
    .where(eq(orders.id, orderId));
  return row;
}

export async function voucherIdsOf(db: DbOrTx, orderId: number) {
  const rows = await db
    .select({ id: vouchers.id })
    .from(vouchers)
    .where(eq(vouchers.orderId, orderId))
    .orderBy(vouchers.id);
  return rows.map((row) => row.id);
}

export async function paymentsOf(db: DbOrTx, orderId: number) {
  return db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.id);
}

/**
 * A gift card with a ledger account is not used up by a redemption: what is left on it is what a
 * withdrawal takes back (withdrawalRefund), so its uses and redemptions are not asked.
 */
const giftCardAccount = sql`exists (select 1 from ${giftCardAccounts} g where g.voucher_id = ${vouchers.id})`;

/**
 * Whether every voucher of an order is still as issued: held by the buyer, active, not in a
 * transfer, and — but for a gift card with a ledger account — no use taken and never redeemed.
 */
export async function orderVouchersUnused(
  db: DbOrTx,
  orderId: number,
  userId: number,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ used: count() })
    .from(vouchers)
    .where(
      and(
        eq(vouchers.orderId, orderId),
        sql`(${vouchers.userId} is distinct from ${userId} or not ${vouchers.active} or ${inTransfer.sql(now)}
          or (not ${giftCardAccount} and (${vouchers.usesLeft} is distinct from ${vouchers.usesTotal}
          or exists (select 1 from ${redemptions} where ${redemptions.voucherId} = ${vouchers.id}))))`,
      ),
    );
  return (row?.used ?? 0) === 0;
}

/** Deactivates an order's vouchers for a withdrawal, only if all are still unused (one statement). */
export async function deactivateUnusedVouchers(tx: DbOrTx, orderId: number, userId: number, now: Date) {
  return tx
    .update(vouchers)
    .set({ active: false, updatedAt: now })
    .where(
      and(
        eq(vouchers.orderId, orderId),
        eq(vouchers.userId, userId),
        eq(vouchers.active, true),
        sql`${notInTransferSql(now)}`,
        sql`(${giftCardAccount} or (${vouchers.usesLeft} is not distinct from ${vouchers.usesTotal}
          and not exists (select 1 from ${redemptions} where ${redemptions.voucherId} = ${vouchers.id})))`,
      ),
    )
    .returning({ id: vouchers.id });
}

/** The order's gift cards with their accounts: what each cost, what it was credited, what is left. */
export async function orderGiftCards(db: DbOrTx, orderId: number, lock: boolean) {
  const query = db
    .select({
      voucherId: vouchers.id,
      paidMinor: vouchers.pricePaidMinor,
      creditMinor: giftCardAccounts.credit,
      remainingMinor: giftCardAccounts.balance,
    })
    .from(giftCardAccounts)
    .innerJoin(vouchers, eq(vouchers.id, giftCardAccounts.voucherId))
    .where(eq(vouchers.orderId, orderId))
    .orderBy(vouchers.id);
  return lock ? query.for('update', { of: giftCardAccounts }) : query;
}
