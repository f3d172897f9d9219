import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { products, redemptions, users, vouchers } from '../../db/schema/index';

export interface RedemptionFilters {
  from?: string;
  to?: string;
  product_id?: number;
}

export const REDEMPTIONS_LIMIT = 5000;

/**
 * The club's redemptions, newest first, with only what the privacy text lets a club see of the
 * golfer (first and last name, member number, home club). Days are the club's local days.
 */
export async function listClubRedemptions(
  db: DbOrTx,
  clubId: number,
  timeZone: string,
  filters: RedemptionFilters,
) {
  return db
    .select({
      id: redemptions.id,
      firstName: users.firstName,
      lastName: users.lastName,
      memberNumber: users.memberNumber,
      homeClub: users.clubName,
      voucherName: vouchers.name,
      productId: vouchers.productId,
      originalPriceMinor: redemptions.originalPriceMinor,
      currency: vouchers.currency,
      redeemedAt: redemptions.redeemedAt,
      usesLeftAfter: redemptions.usesLeftAfter,
      method: redemptions.method,
    })
    .from(redemptions)
    .innerJoin(vouchers, eq(vouchers.id, redemptions.voucherId))
    .leftJoin(users, eq(users.id, redemptions.userId))
    .where(
      and(
        eq(redemptions.clubId, clubId),
        filters.from
          ? sql`${redemptions.redeemedAt} >= ((${filters.from}::date)::timestamp at time zone ${timeZone})`
          : undefined,
        filters.to
          ? sql`${redemptions.redeemedAt} < (((${filters.to}::date) + 1)::timestamp at time zone ${timeZone})`
          : undefined,
        filters.product_id ? eq(vouchers.productId, filters.product_id) : undefined,
      ),
    )
    .orderBy(desc(redemptions.redeemedAt), desc(redemptions.id))
    .limit(REDEMPTIONS_LIMIT);
}

/**
 * Value still open on a voucher, in minor units: the price paid times the share of uses left
 * (an unlimited voucher counts whole).
 */
const openValue = sql`(${vouchers.pricePaidMinor}::numeric * case
  when ${vouchers.usesTotal} is null or ${vouchers.usesTotal} = 0 then 1
  else coalesce(${vouchers.usesLeft}, 0)::numeric / ${vouchers.usesTotal} end)`;
const hasUsesLeft = sql`(${vouchers.usesLeft} is null or ${vouchers.usesLeft} > 0)`;

/** Sold, liability, breakage and expiring-soon per product of the club (null product: other vouchers). */
export async function voucherFiguresPerProduct(db: DbOrTx, clubId: number, now: Date) {
  const soon = new Date(now.getTime() + 30 * 86_400_000);
  return db
    .select({
      productId: vouchers.productId,
      name: sql<string>`coalesce(max(${products.name}), max(${vouchers.productName}))`,
      sold: sql<number>`count(*)::int`,
      liabilityMinor: sql<string>`coalesce(sum(${openValue}) filter (where ${vouchers.active} and ${vouchers.validTo} > ${now.toISOString()}::timestamptz and ${hasUsesLeft}), 0)`,
      breakageMinor: sql<string>`coalesce(sum(${openValue}) filter (where ${vouchers.validTo} <= ${now.toISOString()}::timestamptz and ${hasUsesLeft}), 0)`,
      expiring: sql<number>`(count(*) filter (where ${vouchers.active} and ${vouchers.validTo} > ${now.toISOString()}::timestamptz and ${vouchers.validTo} <= ${soon.toISOString()}::timestamptz and ${hasUsesLeft}))::int`,
    })
    .from(vouchers)
    .leftJoin(products, eq(products.id, vouchers.productId))
    .where(and(eq(vouchers.clubId, clubId), sql`${vouchers.userId} is not null`))
    .groupBy(vouchers.productId)
    .orderBy(vouchers.productId);
}

/** Redemptions at the club per product of the redeemed voucher. */
export async function redemptionsPerProduct(db: DbOrTx, clubId: number) {
  return db
    .select({ productId: vouchers.productId, redeemed: sql<number>`count(*)::int` })
    .from(redemptions)
    .innerJoin(vouchers, eq(vouchers.id, redemptions.voucherId))
    .where(eq(redemptions.clubId, clubId))
    .groupBy(vouchers.productId);
}

/** Vouchers sold and redemptions per month (club zone), the last 12 months. */
export async function figuresPerMonth(db: DbOrTx, clubId: number, timeZone: string, now: Date) {
  const since = new Date(now.getTime() - 366 * 86_400_000).toISOString();
  const sold = await db
    .select({
      month: sql<string>`to_char(${vouchers.createdAt} at time zone ${timeZone}, 'YYYY-MM')`,
      n: sql<number>`count(*)::int`,
    })
    .from(vouchers)
    .where(
      and(
        eq(vouchers.clubId, clubId),
        sql`${vouchers.userId} is not null`,
        sql`${vouchers.createdAt} >= ${since}::timestamptz`,
      ),
    )
    .groupBy(sql`1`);
  const redeemed = await db
    .select({
      month: sql<string>`to_char(${redemptions.redeemedAt} at time zone ${timeZone}, 'YYYY-MM')`,
      n: sql<number>`count(*)::int`,
    })
    .from(redemptions)
    .where(and(eq(redemptions.clubId, clubId), sql`${redemptions.redeemedAt} >= ${since}::timestamptz`))
    .groupBy(sql`1`);
  return { sold, redeemed };
}
