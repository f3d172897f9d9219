import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { runStatement, statementCache } from '../../db/statement';
import { causeChain } from '../../lib/error-chain';

export interface ReserveLine {
  productId: number;
  quantity: number;
  unitPriceMinor: number;
  name: string;
  vatMinor: number;
}

export interface ReserveRequest {
  attemptId: number;
  userId: number;
  clubId: number;
  now: Date;
  /** The club's calendar day (YYYY-MM-DD) a maximum per day counts in. */
  day: string;
  lines: ReserveLine[];
  currency: string;
  totalMinor: number;
  vatMinor: number;
  vatRateBp: number;
  cardMinor: number;
  pointsMinor: number;
  ballMoneyMinor: number;
  /** The card payment row; null when points and ball money pay it all. */
  payment: {
    acquirer: string;
    cardToken: string | null;
    cardBrand: string | null;
    cardLast4: string | null;
    saveCard: boolean;
  } | null;
}

export type ReserveOutcome =
  | { ok: true; orderId: number; paymentId: number | null }
  | { ok: false; refused: Refusal };

const p = (name: string) => sql.placeholder(name);

/** The mark of a refusal in the error the statement fails with: `invalid input syntax for type integer: "…"`. */
const REFUSED = 'gw_reservation_refused:';
const REFUSALS = ['stock', 'daily_limit', 'points', 'ball_money', 'attempt'] as const;
type Refusal = (typeof REFUSALS)[number];

/**
 * The whole reservation as one statement (data-modifying CTEs), sent on its own: a statement is
 * atomic (its implicit transaction), and on a refusal it fails, so none of its parts is written;
 * its row locks go when it ends, with no BEGIN and COMMIT round trips around it.
 *  - stock: one conditional UPDATE over every line whose product counts stock (stock_left >=
 *    quantity, on sale, offer not ended); under READ COMMITTED a buyer that waited for the row
 *    re-checks the condition on the newest row, so 50 buyers of 10 left take exactly 10. Products
 *    without a stock count are only read (on sale, not ended): no row lock, so buyers of the same
 *    unlimited product do not queue behind each other.
 *  - daily maximum: one upsert over the lines with a maximum, whose DO UPDATE adds only while the
 *    day's sales stay within it (the new row only when the quantity itself is within it).
 *  - points and ball money: conditional UPDATE … WHERE balance >= amount (never negative), and
 *    their 'spent' ledger rows with the balance after.
 *  - the order (pending_payment), its lines, the payment row (pending), the attempt's order: only
 *    on an attempt still started without an order, so of two claimants of one key one reserves.
 */
const reserveStatement = statementCache(
  () => sql`
    with line as (
      select * from jsonb_to_recordset(${p('lines')}::jsonb)
        as l(seq int, product_id int, quantity int, unit_price_minor int, name text, vat_minor int)
    ), stock as (
      update products pr set stock_left = pr.stock_left - line.quantity
      from line
      where pr.id = line.product_id and pr.stock_left is not null and pr.stock_left >= line.quantity
        and pr.active and (pr.limited_until is null or pr.limited_until > ${p('now')}::timestamptz)
      returning pr.id
    ), unlimited as (
      select pr.id from products pr join line on line.product_id = pr.id
      where pr.stock_left is null
        and pr.active and (pr.limited_until is null or pr.limited_until > ${p('now')}::timestamptz)
    ), capped as (
      select line.product_id, line.quantity, pr.max_per_day
      from line join products pr on pr.id = line.product_id
      where pr.max_per_day is not null
    ), quota as (
      insert into product_daily_sales as d (product_id, day, sold)
      select capped.product_id, ${p('day')}::date, capped.quantity from capped
      where capped.quantity <= capped.max_per_day
      on conflict (product_id, day) do update set sold = d.sold + excluded.sold
        where d.sold + excluded.sold <= (select pr.max_per_day from products pr where pr.id = excluded.product_id)
      returning d.product_id
    ), points as (
      update wallet_balances set balance = balance - ${p('pointsMinor')}::int
      where ${p('pointsMinor')}::int > 0 and user_id = ${p('userId')}::int and kind = 'points' and club_id = 0
        and balance >= ${p('pointsMinor')}::int
      returning balance
    ), ball as (
      update wallet_balances set balance = balance - ${p('ballMoneyMinor')}::int
      where ${p('ballMoneyMinor')}::int > 0 and user_id = ${p('userId')}::int and kind = 'ball_money'
        and club_id = ${p('clubId')}::int and balance >= ${p('ballMoneyMinor')}::int
      returning balance
    ), placed as (
      insert into orders (user_id, club_id, status, total_minor, currency, card_minor, points_minor,
                          ball_money_minor, vat_minor, vat_rate_bp, created_at)
      values (${p('userId')}::int, ${p('clubId')}::int, 'pending_payment', ${p('totalMinor')}::int,
              ${p('currency')}::text, ${p('cardMinor')}::int, ${p('pointsMinor')}::int,
              ${p('ballMoneyMinor')}::int, ${p('vatMinor')}::int, ${p('vatRateBp')}::int,
              ${p('now')}::timestamptz)
      returning id
    ), items as (
      insert into order_items (order_id, product_id, quantity, unit_price_minor, name, vat_minor)
      select placed.id, line.product_id, line.quantity, line.unit_price_minor, line.name, line.vat_minor
      from placed, line order by line.seq
    ), spent as (
      insert into wallet_ledger (user_id, club_id, kind, amount, reason, order_id, balance_after)
      select ${p('userId')}::int, null, 'points', -${p('pointsMinor')}::int, 'spent', placed.id, points.balance
      from placed, points
      union all
      select ${p('userId')}::int, ${p('clubId')}::int, 'ball_money', -${p('ballMoneyMinor')}::int, 'spent',
             placed.id, ball.balance
      from placed, ball
    ), payment as (
      insert into payments (order_id, acquirer, card_token, card_brand, card_last4, save_card, amount_minor,
                            currency, status, created_at, updated_at)
      select placed.id, ${p('acquirer')}::text, ${p('cardToken')}::text, ${p('cardBrand')}::text,
             ${p('cardLast4')}::text, ${p('saveCard')}::boolean, ${p('cardMinor')}::int, ${p('currency')}::text,
             'pending', ${p('now')}::timestamptz, ${p('now')}::timestamptz
      from placed where ${p('withPayment')}::boolean
      returning id
    ), attempt as (
      update checkout_attempts set order_id = placed.id from placed
      where checkout_attempts.id = ${p('attemptId')}::bigint and checkout_attempts.order_id is null
        and checkout_attempts.status = 'started'
      returning checkout_attempts.id
    ), verdict as (
      select case
        when (select count(*) from attempt) <> 1 then 'attempt'
        when (select count(*) from stock) + (select count(*) from unlimited) <> (select count(*) from line)
          then 'stock'
        when (select count(*) from quota) <> (select count(*) from capped) then 'daily_limit'
        when ${p('pointsMinor')}::int > 0 and (select count(*) from points) <> 1 then 'points'
        when ${p('ballMoneyMinor')}::int > 0 and (select count(*) from ball) <> 1 then 'ball_money'
      end as refused
    )
    -- A refusal fails the statement (a text that is no number, cast to one), so nothing is written.
    select case when verdict.refused is null then placed.id::text
                else (${sql.raw(`'${REFUSED}'`)} || verdict.refused)::int::text end as order_id,
           (select id::text from payment) as payment_id
    from placed, verdict`,
);

/** Which rule a failed reservation statement refused on; undefined when it failed otherwise. */
function refusalIn(error: unknown): Refusal | undefined {
  for (const link of causeChain(error)) {
    if (link.code !== '22P02' || typeof link.message !== 'string') continue;
    const at = link.message.indexOf(REFUSED);
    if (at < 0) continue;
    const rule = link.message.slice(at + REFUSED.length).match(/^[a-z_]+/)?.[0];
    return REFUSALS.find((refusal) => refusal === rule);
  }
  return undefined;
}

/**
 * Reserves a cart for payment in one round trip, not inside a transaction (see the statement
 * above): a refusal writes nothing and says which rule refused.
 */
export async function reserveOrder(db: DbOrTx, request: ReserveRequest): Promise<ReserveOutcome> {
  const rows = await runStatement<{ order_id: string; payment_id: string | null }>(
    db,
    reserveStatement('reserve'),
    {
      lines: JSON.stringify(
        request.lines.map((line, seq) => ({
          seq,
          product_id: line.productId,
          quantity: line.quantity,
          unit_price_minor: line.unitPriceMinor,
          name: line.name,
          vat_minor: line.vatMinor,
        })),
      ),
      now: request.now.toISOString(),
      day: request.day,
      userId: request.userId,
      clubId: request.clubId,
      attemptId: request.attemptId,
      currency: request.currency,
      totalMinor: request.totalMinor,
      vatMinor: request.vatMinor,
      vatRateBp: request.vatRateBp,
      cardMinor: request.cardMinor,
      pointsMinor: request.pointsMinor,
      ballMoneyMinor: request.ballMoneyMinor,
      withPayment: request.payment !== null,
      acquirer: request.payment?.acquirer ?? 'test',
      cardToken: request.payment?.cardToken ?? null,
      cardBrand: request.payment?.cardBrand ?? null,
      cardLast4: request.payment?.cardLast4 ?? null,
      saveCard: request.payment?.saveCard ?? false,
    },
  ).catch((error: unknown) => {
    const refused = refusalIn(error);
    if (refused) return refused;
    throw error;
  });
  if (typeof rows === 'string') return { ok: false, refused: rows };
  const [row] = rows;
  if (!row) throw new Error('the reservation statement returned no order');
  return {
    ok: true,
    orderId: Number(row.order_id),
    paymentId: row.payment_id === null ? null : Number(row.payment_id),
  };
}
