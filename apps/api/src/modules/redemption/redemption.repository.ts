import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clubs, departments, redemptions, vouchers } from '../../db/schema/index';
import { usedUp } from '../voucher/voucher-rules';

export async function findClub(db: DbOrTx, id: number) {
  const [row] = await db.select().from(clubs).where(eq(clubs.id, id)).limit(1);
  return row;
}

export async function findDepartment(db: DbOrTx, id: number) {
  const [row] = await db.select().from(departments).where(eq(departments.id, id)).limit(1);
  return row;
}

/** The caller's voucher, locked until the transaction ends: concurrent redemptions of it queue here. */
export async function lockOwnedVoucher(db: DbOrTx, userId: number, voucherId: number) {
  const [row] = await db
    .select()
    .from(vouchers)
    .where(and(eq(vouchers.id, voucherId), eq(vouchers.userId, userId)))
    .for('update');
  return row;
}

/** How a voucher has been used, from the ledger: since the local day and week began, at a club, last use. */
export async function countUsage(
  db: DbOrTx,
  voucherId: number,
  clubId: number,
  dayStart: Date,
  weekStart: Date,
) {
  const [row] = await db
    .select({
      usesToday: sql<number>`count(*) filter (where ${redemptions.redeemedAt} >= ${dayStart.toISOString()}::timestamptz)::int`,
      usesThisWeek: sql<number>`count(*) filter (where ${redemptions.redeemedAt} >= ${weekStart.toISOString()}::timestamptz)::int`,
      usesAtClub: sql<number>`count(*) filter (where ${redemptions.clubId} = ${clubId})::int`,
      lastUsedAt: sql<Date | null>`max(${redemptions.redeemedAt})`.mapWith(redemptions.redeemedAt),
    })
    .from(redemptions)
    .where(eq(redemptions.voucherId, voucherId));
  return {
    usesToday: Number(row?.usesToday ?? 0),
    usesThisWeek: Number(row?.usesThisWeek ?? 0),
    usesAtClub: Number(row?.usesAtClub ?? 0),
    lastUsedAt: row?.lastUsedAt ?? null,
  };
}

/**
 * Takes one use with a conditional update: nothing happens when no use is left. Unlimited
 * vouchers (uses_left null) stay unlimited. Answers the uses left afterwards, or undefined when
 * there was none to take.
 */
export async function takeOneUse(db: DbOrTx, voucherId: number, now: Date) {
  const [row] = await db
    .update(vouchers)
    .set({ usesLeft: sql`${vouchers.usesLeft} - 1`, updatedAt: now })
    .where(and(eq(vouchers.id, voucherId), sql`not ${usedUp.sql(now)}`))
    .returning({ usesLeft: vouchers.usesLeft });
  return row;
}

export async function insertRedemption(db: DbOrTx, values: typeof redemptions.$inferInsert) {
  const [row] = await db.insert(redemptions).values(values).returning({ id: redemptions.id });
  return row!.id;
}
