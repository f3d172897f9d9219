import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { clubs, giftCardAccounts, vouchers } from '../../db/schema/index';
import { expired, printable } from './voucher-rules';

export type VoucherRow = typeof vouchers.$inferSelect;
export type ClubRow = typeof clubs.$inferSelect;

export interface VoucherWithClub {
  voucher: VoucherRow;
  club: ClubRow;
  /** What is left on a gift card (its ledger account, minor units); null for any other voucher. */
  giftCardRemaining: number | null;
}

/** The caller's vouchers with these ids (others' and missing ids are simply absent), with their club. */
export async function findOwnedVouchers(
  db: DbOrTx,
  userId: number,
  ids: number[],
): Promise<VoucherWithClub[]> {
  if (ids.length === 0) return [];
  return db
    .select({ voucher: vouchers, club: clubs, giftCardRemaining: giftCardAccounts.balance })
    .from(vouchers)
    .innerJoin(clubs, eq(clubs.id, vouchers.clubId))
    .leftJoin(giftCardAccounts, eq(giftCardAccounts.voucherId, vouchers.id))
    .where(and(eq(vouchers.userId, userId), inArray(vouchers.id, ids)));
}

const ownedVoucherQuery = preparedQuery((db) =>
  db
    .select({ voucher: vouchers, club: clubs, giftCardRemaining: giftCardAccounts.balance })
    .from(vouchers)
    .innerJoin(clubs, eq(clubs.id, vouchers.clubId))
    .leftJoin(giftCardAccounts, eq(giftCardAccounts.voucherId, vouchers.id))
    .where(and(eq(vouchers.id, sql.placeholder('id')), eq(vouchers.userId, sql.placeholder('userId'))))
    .prepare('find_owned_voucher'),
);

/** The caller's voucher with this id, with its club (prepared: every redemption reads it). */
export async function findOwnedVoucher(
  db: DbOrTx,
  userId: number,
  id: number,
): Promise<VoucherWithClub | undefined> {
  const [row] = await ownedVoucherQuery(db).execute({ id, userId });
  return row;
}

/** Sets the favourite flag of the caller's voucher; false when it is not theirs. */
export async function updateFavourite(
  db: DbOrTx,
  userId: number,
  id: number,
  favourite: boolean,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(vouchers)
    .set({ favourite, updatedAt: now })
    .where(and(eq(vouchers.id, id), eq(vouchers.userId, userId)))
    .returning({ id: vouchers.id });
  return rows.length === 1;
}

/**
 * Claims an unowned paper voucher for a golfer in one conditional statement: only a row with no
 * owner, active and not expired is taken, so of any number of concurrent claims exactly one wins.
 */
export async function claimVoucher(db: DbOrTx, voucherNumber: string, userId: number, now: Date) {
  const [row] = await db
    .update(vouchers)
    .set({ userId, claimedAt: now, updatedAt: now })
    .where(
      and(
        eq(vouchers.voucherNumber, voucherNumber),
        isNull(vouchers.userId),
        eq(vouchers.active, true),
        sql`not ${expired.sql(now)}`,
      ),
    )
    .returning({ id: vouchers.id, clubId: vouchers.clubId });
  return row;
}

export async function findVoucherOwnerByNumber(db: DbOrTx, voucherNumber: string) {
  const [row] = await db
    .select({ id: vouchers.id, userId: vouchers.userId })
    .from(vouchers)
    .where(eq(vouchers.voucherNumber, voucherNumber))
    .limit(1);
  return row;
}

/**
 * Marks the caller's vouchers printed, but only those not in a transfer; answers the ids it
 * marked (fewer than asked means a transfer started meanwhile).
 */
export async function markPrinted(db: DbOrTx, userId: number, ids: number[], now: Date) {
  const rows = await db
    .update(vouchers)
    .set({ printedAt: now, updatedAt: now })
    .where(and(inArray(vouchers.id, ids), eq(vouchers.userId, userId), printable.sql(now)))
    .returning({ id: vouchers.id, clubId: vouchers.clubId });
  return rows;
}
