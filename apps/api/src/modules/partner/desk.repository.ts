import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { redemptions, users, voucherEvents, vouchers } from '../../db/schema/index';

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

/**
 * The desk's search: the club's own vouchers (issued by it) that are active and not expired, whose
 * holder's name contains the text or whose member number is it, newest valid-to first.
 */
export function searchClubVouchers(db: DbOrTx, clubId: number, text: string, now: Date, limit: number) {
  const like = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select({
      voucherNumber: vouchers.voucherNumber,
      name: vouchers.name,
      firstName: users.firstName,
      lastName: users.lastName,
      memberNumber: users.memberNumber,
      usesLeft: vouchers.usesLeft,
      validTo: vouchers.validTo,
    })
    .from(vouchers)
    .innerJoin(users, eq(users.id, vouchers.userId))
    .where(
      and(
        eq(vouchers.clubId, clubId),
        eq(vouchers.active, true),
        gt(vouchers.validTo, now),
        sql`(lower(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')) like ${like}
          or ${users.memberNumber} = ${text})`,
      ),
    )
    .orderBy(users.lastName, users.firstName, vouchers.validTo)
    .limit(limit);
}
