import { type AnyColumn, and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  creditNotes,
  giftCardAccounts,
  orderItems,
  orders,
  products,
  redemptions,
  users,
  vouchers,
  walletLedger,
} from '../../db/schema/index';

/** Instants bounding a period: [from, to). */
export interface PeriodBounds {
  from: Date;
  to: Date;
}

/** The column's instant falls in the period (from inclusive, to exclusive). */
function inPeriod(column: AnyColumn, period: PeriodBounds) {
  return sql`${column} >= ${period.from.toISOString()}::timestamptz and ${column} < ${period.to.toISOString()}::timestamptz`;
}

/**
 * What a voucher was sold for: its price when it came from an order, else 0. A voucher the club
 * issued or sent as an offer in the portal (issue.service.ts) carries the product's list price in
 * price_paid_minor but no order: nobody paid for it, so it is given, at 0 (issue #35).
 */
const soldForMinor = sql<number>`(case when ${vouchers.orderId} is null then 0 else ${vouchers.pricePaidMinor} end)::int`;

/**
 * The facts of every voucher of the club that can matter to the period (issued before its end and
 * not ended before its start): price, uses, issue, expiry, the withdrawal that took it back, and
 * its redemptions (epoch ms, comma-separated). Gift cards keep their value in the ledger
 * (giftCardOwed), not here.
 */
export async function voucherFactsOfPeriod(db: DbOrTx, clubId: number, period: PeriodBounds) {
  return db
    .select({
      voucherNumber: vouchers.voucherNumber,
      productId: vouchers.productId,
      name: sql<string>`coalesce(${products.name}, ${vouchers.productName})`,
      pricePaidMinor: soldForMinor,
      usesTotal: vouchers.usesTotal,
      issuedAt: vouchers.createdAt,
      validTo: vouchers.validTo,
      withdrawnAt: sql<
        Date | string | null
      >`case when not ${vouchers.active} and ${orders.status} = 'refunded'
        then ${orders.refundedAt} end`,
      redeemedAt: sql<string | null>`(select string_agg(
        (floor(extract(epoch from ${redemptions.redeemedAt}) * 1000))::bigint::text, ',')
        from ${redemptions} where ${redemptions.voucherId} = ${vouchers.id})`,
    })
    .from(vouchers)
    .leftJoin(products, eq(products.id, vouchers.productId))
    .leftJoin(orders, eq(orders.id, vouchers.orderId))
    .where(
      and(
        eq(vouchers.clubId, clubId),
        sql`${vouchers.userId} is not null`,
        sql`${vouchers.createdAt} < ${period.to.toISOString()}::timestamptz`,
        sql`${vouchers.validTo} >= ${period.from.toISOString()}::timestamptz`,
        sql`not exists (select 1 from ${giftCardAccounts} where ${giftCardAccounts.voucherId} = ${vouchers.id})`,
      ),
    )
    .orderBy(vouchers.id);
}

/** Credit notes written in the period for the club's orders (gross and VAT, minor units). */
export async function refundsOfPeriod(db: DbOrTx, clubId: number, period: PeriodBounds) {
  const [row] = await db
    .select({
      grossMinor: sql<number>`coalesce(sum(${creditNotes.totalMinor}), 0)::int`,
      vatMinor: sql<number>`coalesce(sum(${creditNotes.vatMinor}), 0)::int`,
    })
    .from(creditNotes)
    .innerJoin(orders, eq(orders.id, creditNotes.orderId))
    .where(and(eq(orders.clubId, clubId), inPeriod(creditNotes.createdAt, period)));
  return { grossMinor: Number(row?.grossMinor ?? 0), vatMinor: Number(row?.vatMinor ?? 0) };
}

/**
 * What the club owed golfers at instant `at` by the ledger (modules/ledger): ball money at the club
 * (posted entries and pending holds, less the voided ones, as a balance adds up) and the credit left
 * on the gift cards it issued or sold.
 */
export async function ledgerOwedAt(db: DbOrTx, clubId: number, at: Date) {
  const [row] = await db
    .select({
      ballMoneyMinor: sql<number>`coalesce(sum(case
        when ${walletLedger.kind} = 'ball_money' and ${walletLedger.phase} in ('posted', 'pending') then ${walletLedger.amount}
        when ${walletLedger.kind} = 'ball_money' and ${walletLedger.phase} = 'void' then -${walletLedger.amount}
        else 0 end), 0)::int`,
      giftCardMinor: sql<number>`coalesce(sum(case
        when ${walletLedger.kind} = 'gift_card' and ${walletLedger.phase} = 'posted' then ${walletLedger.amount}
        else 0 end), 0)::int`,
    })
    .from(walletLedger)
    .where(and(eq(walletLedger.clubId, clubId), sql`${walletLedger.at} < ${at.toISOString()}::timestamptz`));
  return { ballMoneyMinor: Number(row?.ballMoneyMinor ?? 0), giftCardMinor: Number(row?.giftCardMinor ?? 0) };
}

/** The lines of the club's paid orders paid in the period, oldest first, with how each order was paid. */
export async function salesLines(db: DbOrTx, clubId: number, period: PeriodBounds) {
  return db
    .select({
      orderId: orders.id,
      paidAt: orders.paidAt,
      product: sql<string>`coalesce(nullif(${orderItems.name}, ''), ${products.name})`,
      quantity: orderItems.quantity,
      grossMinor: sql<number>`(${orderItems.unitPriceMinor} * ${orderItems.quantity})::int`,
      vatMinor: orderItems.vatMinor,
      vatRateBp: orders.vatRateBp,
      cardMinor: orders.cardMinor,
      pointsMinor: orders.pointsMinor,
      ballMoneyMinor: orders.ballMoneyMinor,
      type: products.type,
      category: products.category,
      uses: products.uses,
      baskets: products.baskets,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(
      and(
        eq(orders.clubId, clubId),
        inArray(orders.status, ['paid', 'refunded']),
        inPeriod(orders.paidAt, period),
      ),
    )
    .orderBy(orders.paidAt, orders.id, orderItems.id);
}

/** The credit notes written in the period for the club's orders, oldest first. */
export async function creditNoteLines(db: DbOrTx, clubId: number, period: PeriodBounds) {
  return db
    .select({
      id: creditNotes.id,
      orderId: creditNotes.orderId,
      createdAt: creditNotes.createdAt,
      grossMinor: creditNotes.totalMinor,
      vatMinor: creditNotes.vatMinor,
      vatRateBp: orders.vatRateBp,
      cardMinor: creditNotes.cardRefundMinor,
      ballMoneyMinor: creditNotes.ballMoneyRefundMinor,
      pointsMinor: creditNotes.pointsRefunded,
      /** The order's lines that carried VAT (single-purpose vouchers, credited whole), gross. */
      taxedGrossMinor: sql<number>`(select coalesce(sum(${orderItems.unitPriceMinor} * ${orderItems.quantity}), 0)
        from ${orderItems} where ${orderItems.orderId} = ${creditNotes.orderId} and ${orderItems.vatMinor} > 0)::int`,
    })
    .from(creditNotes)
    .innerJoin(orders, eq(orders.id, creditNotes.orderId))
    .where(and(eq(orders.clubId, clubId), inPeriod(creditNotes.createdAt, period)))
    .orderBy(creditNotes.createdAt, creditNotes.id);
}

/**
 * The vouchers the club issued in the period (sold or given), oldest first, with only what the
 * privacy text lets a club see of the holder (name, member number).
 */
export async function issuedVouchers(db: DbOrTx, clubId: number, period: PeriodBounds) {
  return db
    .select({
      voucherNumber: vouchers.voucherNumber,
      issuedAt: vouchers.createdAt,
      product: sql<string>`coalesce(${products.name}, ${vouchers.productName})`,
      firstName: users.firstName,
      lastName: users.lastName,
      memberNumber: users.memberNumber,
      pricePaidMinor: soldForMinor,
      usesTotal: vouchers.usesTotal,
      validTo: vouchers.validTo,
      orderId: vouchers.orderId,
    })
    .from(vouchers)
    .leftJoin(products, eq(products.id, vouchers.productId))
    .leftJoin(users, eq(users.id, vouchers.userId))
    .where(
      and(
        eq(vouchers.clubId, clubId),
        sql`${vouchers.userId} is not null`,
        inPeriod(vouchers.createdAt, period),
      ),
    )
    .orderBy(vouchers.createdAt, vouchers.id);
}
