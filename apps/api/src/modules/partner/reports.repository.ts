import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { redemptions, users, vouchers } from '../../db/schema/index';

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
