import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { departments, redemptions, voucherEvents, vouchers, users } from '../../db/schema/index';

/**
 * A voucher is the club's business when the club issued it, or it is valid at the club or at one
 * of its departments. Every desk query carries this condition with the caller's club.
 */
function validAtClub(clubId: number) {
  return sql`(${vouchers.clubId} = ${clubId}
    or ${clubId} = any(${vouchers.whereClubIds})
    or exists (select 1 from ${departments} d where d.club_id = ${clubId} and d.id = any(${vouchers.whereDepartmentIds})))`;
}

export async function findClubVoucherByNumber(db: DbOrTx, clubId: number, number: string) {
  const [row] = await db
    .select({
      voucher: vouchers,
      holder: { firstName: users.firstName, lastName: users.lastName, memberNumber: users.memberNumber },
    })
    .from(vouchers)
    .leftJoin(users, eq(users.id, vouchers.userId))
    .where(and(eq(vouchers.voucherNumber, number), validAtClub(clubId)))
    .limit(1);
  return row;
}

/** The voucher, locked until the transaction ends: the golfer's own redeem queues on the same lock. */
export async function lockClubVoucher(db: DbOrTx, clubId: number, voucherId: number) {
  const [row] = await db
    .select()
    .from(vouchers)
    .where(and(eq(vouchers.id, voucherId), validAtClub(clubId)))
    .for('update');
  return row;
}

export async function findHolder(db: DbOrTx, userId: number | null) {
  if (userId === null) return undefined;
  const [row] = await db
    .select({ memberNumber: users.memberNumber })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

/**
 * Removes a desk redemption of the club made after `since`, conditionally: answers the removed row,
 * or undefined when there is no such redemption (another club's, a golfer's own, or too old).
 */
export async function deleteRecentDeskRedemption(db: DbOrTx, clubId: number, id: number, since: Date) {
  const [row] = await db
    .delete(redemptions)
    .where(
      and(
        eq(redemptions.id, id),
        eq(redemptions.clubId, clubId),
        eq(redemptions.method, 'staff'),
        gt(redemptions.redeemedAt, since),
      ),
    )
    .returning();
  return row;
}

export async function findClubRedemption(db: DbOrTx, clubId: number, id: number) {
  const [row] = await db
    .select({ id: redemptions.id, method: redemptions.method })
    .from(redemptions)
    .where(and(eq(redemptions.id, id), eq(redemptions.clubId, clubId)))
    .limit(1);
  return row;
}

/** Gives one use back (unlimited vouchers stay unlimited); answers the uses left afterwards. */
export async function giveUseBack(db: DbOrTx, voucherId: number, now: Date) {
  const [row] = await db
    .update(vouchers)
    .set({
      usesLeft: sql`case when ${vouchers.usesLeft} is null then null else ${vouchers.usesLeft} + 1 end`,
      updatedAt: now,
    })
    .where(eq(vouchers.id, voucherId))
    .returning({ usesLeft: vouchers.usesLeft });
  return row;
}

/** The golfer's history no longer shows a redemption that was undone. */
export async function deleteRedeemedEvent(db: DbOrTx, voucherId: number, redemptionId: number) {
  await db
    .delete(voucherEvents)
    .where(
      and(
        eq(voucherEvents.voucherId, voucherId),
        eq(voucherEvents.kind, 'redeemed'),
        sql`${voucherEvents.details}->>'redemption_id' = ${String(redemptionId)}`,
      ),
    );
}
