import { type AnyColumn, and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { emptyFigures, type PeriodFigures } from '@golfwallet/core/domain/period-figures';
import { rowsOf } from '../voucher/sql-rows';
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

/**
 * The club's vouchers that matter to the period, as `voucherFactsOfPeriod` selects them, with the
 * columns core's period figures read (price as sold for, uses, issue, expiry, withdrawal), as a
 * CTE body for the aggregates below.
 */
function periodVouchers(clubId: number, period: PeriodBounds) {
  const from = period.from.toISOString();
  const to = period.to.toISOString();
  // The withdrawal is looked up for the few inactive vouchers only; gift cards are left out by a
  // hashed list (NOT IN over a primary key: no nulls, the same as NOT EXISTS).
  return sql`select v.id, v.product_id,
      (case when v.order_id is null then 0 else v.price_paid_minor end)::bigint as price,
      v.uses_total as total, v.created_at as issued, v.valid_to,
      case when not v.active then (select o.refunded_at from orders o
        where o.id = v.order_id and o.status = 'refunded') end as withdrawn
    from vouchers v
    where v.club_id = ${clubId} and v.user_id is not null
      and v.created_at < ${to}::timestamptz and v.valid_to >= ${from}::timestamptz
      and v.id not in (select g.voucher_id from gift_card_accounts g)`;
}

/** Milliseconds, as the facts carry instants (epoch ms): comparisons between two of them agree. */
const ms = (column: SQL) => sql`date_trunc('milliseconds', ${column})`;

/**
 * core's valueAtLeft in SQL, exactly: the whole price for an unlimited voucher, else price × uses
 * left ÷ uses rounded half up to the minor unit (Math.round of a non-negative number), in integers.
 */
const valueAt = (left: SQL) =>
  sql`(case when f.total is null or f.total <= 0 then f.price
      else (2 * f.price * greatest(${left}, 0) + f.total) / (2 * f.total) end)`;

const FIGURE_KEYS = Object.keys(emptyFigures()) as (keyof PeriodFigures)[];

interface CountedDay {
  day: string;
  sold: number;
  given: number;
  redeemed: number;
}

/**
 * core's period figures (addVoucherFigures, summed per product) computed in the database, in one
 * statement: per voucher the redemptions before the period's start, before its end and before the
 * voucher's own end (expiry or withdrawal), then each figure as addVoucherFigures adds it. `used`
 * telescopes: a voucher's redemptions in the period take value(left at from) − value(left at to).
 * Money in minor units. Each product's name is its first voucher's (by id), as the facts gave it
 * (a product-less group takes the first one's). With them, per club-local day (yyyy-mm-dd) the
 * vouchers sold and given in the period and their redemptions in it.
 */
export async function periodFigures(db: DbOrTx, clubId: number, period: PeriodBounds, timeZone: string) {
  const from = sql`${period.from.toISOString()}::timestamptz`;
  const to = sql`${period.to.toISOString()}::timestamptz`;
  const statement = sql`
    with pv as materialized (
      select pv.*, case when withdrawn is null then valid_to else least(valid_to, withdrawn) end as ends
      from (${periodVouchers(clubId, period)}) pv
    ),
    rj as materialized (
      select e.id, r.redeemed_at, ${ms(sql`r.redeemed_at`)} < ${ms(sql`e.ends`)} as before_end
      from pv e join redemptions r on r.voucher_id = e.id
    ),
    c as (
      select rj.id,
        count(*) filter (where rj.redeemed_at < ${from}) as before_from,
        count(*) filter (where rj.redeemed_at < ${to}) as before_to,
        count(*) filter (where rj.before_end) as before_end
      from rj group by rj.id
    ),
    f as (
      select e.*, coalesce(c.before_from, 0) as bf, coalesce(c.before_to, 0) as bt,
        case when e.total is null then 0 else greatest(e.total - coalesce(c.before_end, 0), 0) end as left_end,
        e.issued < ${from} and e.ends >= ${from} as owed_from,
        e.issued < ${to} and e.ends >= ${to} as owed_to,
        e.issued >= ${from} and e.issued < ${to} as issued_in,
        ${ms(sql`e.ends`)} > ${ms(sql`e.issued`)} and e.ends >= ${from} and e.ends < ${to} as ended_in,
        e.withdrawn is not null and ${ms(sql`e.withdrawn`)} <= ${ms(sql`e.valid_to`)} as withdrawn_first
      from pv e left join c on c.id = e.id
    ),
    pp as (
      select f.product_id,
        min(f.id) as first_id,
        count(*) filter (where f.issued_in and f.price > 0)::float8 as issued_sold,
        count(*) filter (where f.issued_in and f.price <= 0)::float8 as issued_given,
        sum(f.bt - f.bf)::float8 as redemptions,
        sum(case when f.total is not null and f.owed_from then greatest(f.total - f.bf, 0) else 0 end)::float8 as uses_opening,
        sum(case when f.issued_in and f.total is not null then f.total else 0 end)::float8 as uses_issued,
        sum(case when f.total is not null then f.bt - f.bf else 0 end)::float8 as uses_used,
        sum(case when f.ended_in and not f.withdrawn_first then f.left_end else 0 end)::float8 as uses_expired,
        sum(case when f.ended_in and f.withdrawn_first then f.left_end else 0 end)::float8 as uses_refunded,
        sum(case when f.total is not null and f.owed_to then greatest(f.total - f.bt, 0) else 0 end)::float8 as uses_closing,
        sum(case when f.owed_from then ${valueAt(sql`f.total - f.bf`)} else 0 end)::float8 as opening_minor,
        sum(case when f.issued_in then f.price else 0 end)::float8 as issued_minor,
        sum(case when f.total is not null then ${valueAt(sql`f.total - f.bf`)} - ${valueAt(sql`f.total - f.bt`)} else 0 end)::float8 as used_minor,
        sum(case when f.ended_in and not f.withdrawn_first then ${valueAt(sql`f.left_end`)} else 0 end)::float8 as expired_minor,
        sum(case when f.ended_in and f.withdrawn_first then ${valueAt(sql`f.left_end`)} else 0 end)::float8 as refunded_minor,
        sum(case when f.owed_to then ${valueAt(sql`f.total - f.bt`)} else 0 end)::float8 as closing_minor
      from f group by f.product_id
    ),
    pd as (
      select to_char(d.day, 'YYYY-MM-DD') as day, d.sold, d.given, d.redeemed from (
        select (pv.issued at time zone ${timeZone})::date as day,
          count(*) filter (where pv.price > 0) as sold, count(*) filter (where pv.price <= 0) as given,
          0 as redeemed
        from pv where pv.issued >= ${from} and pv.issued < ${to}
        group by 1
        union all
        select (rj.redeemed_at at time zone ${timeZone})::date, 0, 0, count(*)
        from rj where rj.redeemed_at >= ${from} and rj.redeemed_at < ${to}
        group by 1
      ) d
    )
    select
      (select coalesce(json_agg(json_build_object('product_id', pp.product_id,
         'name', (select coalesce(p.name, v.product_name) from vouchers v left join products p on p.id = v.product_id
                  where v.id = pp.first_id),
         'figures', to_jsonb(pp) - 'product_id' - 'first_id')), '[]'::json) from pp) as products,
      (select coalesce(json_agg(pd), '[]'::json) from pd) as days`;
  // A report reads a club's whole period: enough memory that its steps stay off disk, and no JIT
  // (compiling its expressions costs more than the few hundred milliseconds it could save).
  const result = await db.transaction(async (tx) => {
    await tx.execute(sql`set local work_mem = '32MB'`);
    await tx.execute(sql`set local jit = off`);
    return tx.execute(statement);
  });
  const [row] = rowsOf<{ products: unknown; days: unknown }>(result);
  // json arrives parsed from node-postgres and PGlite alike; text only if a driver leaves it be.
  const parsed = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;
  const products = parsed<{ product_id: number | null; name: string; figures: Record<string, number> }[]>(
    row?.products ?? [],
  );
  return {
    products: products.map((product) => ({
      productId: product.product_id === null ? null : Number(product.product_id),
      name: product.name,
      figures: Object.fromEntries(
        FIGURE_KEYS.map((key) => [key, Number(product.figures[key] ?? 0)]),
      ) as unknown as PeriodFigures,
    })),
    days: parsed<CountedDay[]>(row?.days ?? []).map((day) => ({
      day: day.day,
      sold: Number(day.sold),
      given: Number(day.given),
      redeemed: Number(day.redeemed),
    })),
  };
}

/** What the club's paid orders sold in the period, per product: gross and VAT (minor units). */
export async function revenuePerProduct(db: DbOrTx, clubId: number, period: PeriodBounds) {
  return db
    .select({
      productId: orderItems.productId,
      name: sql<string>`max(${products.name})`,
      grossMinor: sql<number>`sum(${orderItems.unitPriceMinor} * ${orderItems.quantity})::int`,
      vatMinor: sql<number>`sum(${orderItems.vatMinor})::int`,
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
    .groupBy(orderItems.productId);
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
