import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { runStatement, statementCache } from '../../db/statement';

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

const REFUSALS = ['stock', 'daily_limit', 'points', 'ball_money', 'attempt'] as const;
type Refusal = (typeof REFUSALS)[number];

/**
 * The whole reservation as one call of `gw_reserve_order` (migration 0016), sent on its own, so in
 * one implicit transaction with no BEGIN and COMMIT round trips; its row locks go when it ends. The
 * function runs one statement of data-modifying CTEs and, on a refusal, undoes it inside its own
 * exception block (a savepoint): nothing is written, no error reaches the client or the server's
 * log, and the answer says which rule refused.
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
    select o_order_id::text as order_id, o_payment_id::text as payment_id, o_refused as refused
    from gw_reserve_order(
      ${p('lines')}::jsonb, ${p('now')}::timestamptz, ${p('day')}::date, ${p('userId')}::int,
      ${p('clubId')}::int, ${p('attemptId')}::bigint, ${p('currency')}::text, ${p('totalMinor')}::int,
      ${p('vatMinor')}::int, ${p('vatRateBp')}::int, ${p('cardMinor')}::int, ${p('pointsMinor')}::int,
      ${p('ballMoneyMinor')}::int, ${p('withPayment')}::boolean, ${p('acquirer')}::text,
      ${p('cardToken')}::text, ${p('cardBrand')}::text, ${p('cardLast4')}::text, ${p('saveCard')}::boolean)`,
);

/**
 * Reserves a cart for payment in one round trip, not inside a transaction (see the statement
 * above): a refusal writes nothing and says which rule refused.
 */
export async function reserveOrder(db: DbOrTx, request: ReserveRequest): Promise<ReserveOutcome> {
  const [row] = await runStatement<{
    order_id: string | null;
    payment_id: string | null;
    refused: string | null;
  }>(db, reserveStatement('reserve'), {
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
  });
  if (!row) throw new Error('the reservation returned no row');
  if (row.refused !== null) {
    const refused = REFUSALS.find((rule) => rule === row.refused);
    if (!refused) throw new Error(`the reservation refused on an unknown rule: ${row.refused}`);
    return { ok: false, refused };
  }
  if (row.order_id === null) throw new Error('the reservation returned no order');
  return {
    ok: true,
    orderId: Number(row.order_id),
    paymentId: row.payment_id === null ? null : Number(row.payment_id),
  };
}
