import { eq, sql } from 'drizzle-orm';
import { redemptions, vouchers } from '../../src/db/schema/index';
import type { TestApp } from '../helper';

/** A voucher's uses left as stored (null: unlimited). */
export async function usesLeft(t: TestApp, voucherId: number) {
  const [row] = await t.database.db
    .select({ usesLeft: vouchers.usesLeft })
    .from(vouchers)
    .where(eq(vouchers.id, voucherId));
  return row?.usesLeft;
}

/** How many redemptions of a voucher are recorded. */
export async function redemptionsOf(t: TestApp, voucherId: number) {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(redemptions)
    .where(eq(redemptions.voucherId, voucherId));
  return Number(row!.n);
}
