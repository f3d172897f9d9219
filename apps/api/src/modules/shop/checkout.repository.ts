import type { VoucherRestrictions } from '@golfwallet/core/domain/voucher';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { runStatement, type Statement, statement, statementCache } from '../../db/statement';
import type { CardDetails } from '../../adapters/acquirer/acquirer';
import { checkoutAttempts, orderItems, orders, payments } from '../../db/schema/index';
import type { ShopSettings } from './cart.repository';

export type AttemptRow = typeof checkoutAttempts.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

/** A cart line as checkout needs it: the quantity and the product as it is now. */
export interface CheckoutLine {
  productId: number;
  quantity: number;
  clubId: number;
  name: string;
  type: string;
  category: string;
  value: string;
  reductionType: string;
  priceMinor: number;
  currency: string;
  uses: number | null;
  validityDays: number;
  restrictions: VoucherRestrictions;
  baskets: number[] | null;
  maxPerDay: number | null;
}

/** The seller on a receipt, and the time zone its maximum per day counts days in. */
export interface SellerClub {
  id: number;
  name: string;
  city: string | null;
  email: string | null;
  phone: string | null;
  timezone: string;
}

export interface ClaimedCart {
  attemptId: number;
  /** The card asked for in the claim (CardInClaim): its token and details, null when there is none. */
  card: { token: string; details: CardDetails } | null;
  lines: CheckoutLine[];
  club: SellerClub | null;
  settings: ShopSettings;
}

const p = (name: string) => sql.placeholder(name);

/**
 * How long a claimed key may sit with nothing reserved before a retry with it may take it over: a
 * request whose database went away before its reservation could not give its key back. Far longer
 * than a live request takes from its claim to its reservation.
 */
export const ABANDONED_CLAIM_MS = 60_000;

/**
 * The card a checkout pays with, read in its claim statement: a saved card of the caller's, or a new
 * token's details from an acquirer that keeps its tokens in our database (Acquirer.cardQuery).
 */
export type CardInClaim = { savedCardId: number } | { token: string; query: (token: SQL) => SQL };

const noCard = sql`select null::text as card_token, null::text as card_brand, null::text as card_last4,
                          null::text as card_expiry`;
const savedCard = sql`select s.acquirer_token as card_token, s.brand as card_brand, s.last4 as card_last4,
                             s.expiry as card_expiry
                      from saved_cards s where s.id = ${p('savedCardId')}::int and s.user_id = ${p('userId')}::int`;
const tokenCard = (query: (token: SQL) => SQL) =>
  sql`select ${p('token')}::text as card_token, c.brand as card_brand, c.last4 as card_last4,
             c.expiry as card_expiry
      from (${query(sql`${p('token')}`)}) c`;

const claimSql = (card: SQL) => sql`
    with claimed as (
      insert into checkout_attempts (user_id, idempotency_key, created_at)
      values (${p('userId')}::int, ${p('key')}::text, ${p('now')}::timestamptz)
      on conflict (user_id, idempotency_key) do update set created_at = excluded.created_at
        where checkout_attempts.status = 'started' and checkout_attempts.order_id is null
          and checkout_attempts.created_at <= excluded.created_at - ${p('abandonedMs')}::int * interval '1 millisecond'
      returning id
    )
    select claimed.id::text as attempt_id, card.*, line.*
    from claimed
    left join lateral (${card}) card on true
    left join lateral (
      select ci.quantity, ci.added_at, pr.id as product_id, pr.club_id, pr.name, pr.type, pr.category,
             pr.value, pr.reduction_type, pr.price_minor, pr.currency, pr.uses, pr.validity_days,
             pr.restrictions, pr.baskets, pr.max_per_day,
             c.name as club_name, c.city as club_city, c.email as club_email, c.phone as club_phone,
             c.timezone as club_timezone,
             coalesce(s.accepts_points, true) as accepts_points,
             coalesce(s.accepts_ball_money, true) as accepts_ball_money,
             coalesce(s.vat_rate_bp, 2500) as vat_rate_bp
      from cart_items ci
      join products pr on pr.id = ci.product_id
      join clubs c on c.id = pr.club_id
      left join club_shop_settings s on s.club_id = pr.club_id
      where ci.user_id = ${p('userId')}::int
    ) line on true
    order by line.added_at, line.product_id`;

const claimStatement = statementCache((key: 'no-card' | 'saved-card') =>
  claimSql(key === 'saved-card' ? savedCard : noCard),
);
/** The claim with a token's card, per acquirer query (one in a process, the test acquirer's). */
const tokenClaimStatements = new WeakMap<(token: SQL) => SQL, Statement>();

function claimStatementFor(card: CardInClaim | null): Statement {
  if (!card) return claimStatement('no-card');
  if ('savedCardId' in card) return claimStatement('saved-card');
  let found = tokenClaimStatements.get(card.query);
  if (!found) {
    found = statement(claimSql(tokenCard(card.query)));
    tokenClaimStatements.set(card.query, found);
  }
  return found;
}

interface ClaimRow {
  attempt_id: string;
  card_token: string | null;
  card_brand: string | null;
  card_last4: string | null;
  card_expiry: string | null;
  quantity: number | null;
  product_id: number | null;
  club_id: number;
  name: string;
  type: string;
  category: string;
  value: string;
  reduction_type: string;
  price_minor: number;
  currency: string;
  uses: number | null;
  validity_days: number;
  restrictions: VoucherRestrictions | string;
  baskets: number[] | null;
  max_per_day: number | null;
  club_name: string;
  club_city: string | null;
  club_email: string | null;
  club_phone: string | null;
  club_timezone: string;
  accepts_points: boolean;
  accepts_ball_money: boolean;
  vat_rate_bp: number;
}

/**
 * Claims an Idempotency-Key and reads the cart it pays, in one statement (no lock is taken: the
 * cart and its products are read as they are). Null when the key was claimed before: the caller
 * continues or repeats that attempt. A claim that reserved nothing for ABANDONED_CLAIM_MS is taken
 * over (same attempt; the reservation takes an attempt without an order only, so one of two
 * claimants reserves). The shop settings are the cart's club's (one club per cart).
 */
export async function claimAttemptWithCart(
  db: DbOrTx,
  userId: number,
  key: string,
  now: Date,
  card: CardInClaim | null = null,
): Promise<ClaimedCart | null> {
  const rows = await runStatement<ClaimRow>(db, claimStatementFor(card), {
    userId,
    key,
    now: now.toISOString(),
    abandonedMs: ABANDONED_CLAIM_MS,
    ...(card && ('savedCardId' in card ? { savedCardId: card.savedCardId } : { token: card.token })),
  });
  const first = rows[0];
  if (!first) return null;
  const lines = rows
    .filter((row) => row.product_id !== null && row.quantity !== null)
    .map(
      (row): CheckoutLine => ({
        productId: row.product_id!,
        quantity: row.quantity!,
        clubId: row.club_id,
        name: row.name,
        type: row.type,
        category: row.category,
        value: row.value,
        reductionType: row.reduction_type,
        priceMinor: row.price_minor,
        currency: row.currency,
        uses: row.uses,
        validityDays: row.validity_days,
        restrictions: typeof row.restrictions === 'string' ? JSON.parse(row.restrictions) : row.restrictions,
        baskets: row.baskets,
        maxPerDay: row.max_per_day,
      }),
    );
  return {
    attemptId: Number(first.attempt_id),
    card:
      first.card_token !== null && first.card_brand !== null
        ? {
            token: first.card_token,
            details: {
              brand: first.card_brand,
              last4: first.card_last4 ?? '',
              expiry: first.card_expiry ?? '',
            },
          }
        : null,
    lines,
    club:
      first.product_id === null
        ? null
        : {
            id: first.club_id,
            name: first.club_name,
            city: first.club_city,
            email: first.club_email,
            phone: first.club_phone,
            timezone: first.club_timezone,
          },
    settings: {
      acceptsPoints: first.accepts_points,
      acceptsBallMoney: first.accepts_ball_money,
      vatRateBp: first.vat_rate_bp,
    },
  };
}

export async function findAttemptByKey(db: DbOrTx, userId: number, key: string) {
  const [row] = await db
    .select()
    .from(checkoutAttempts)
    .where(and(eq(checkoutAttempts.userId, userId), eq(checkoutAttempts.idempotencyKey, key)));
  return row;
}

/** A refusal before anything was reserved: the key is spent on that answer (one conditional UPDATE). */
export async function failUnreservedAttempt(db: DbOrTx, id: number, code: string) {
  await db
    .update(checkoutAttempts)
    .set({ status: 'failed', errorCode: code })
    .where(
      and(
        eq(checkoutAttempts.id, id),
        eq(checkoutAttempts.status, 'started'),
        sql`${checkoutAttempts.orderId} is null`,
      ),
    );
}

/** A key whose attempt failed before it reserved anything, given back (nothing hangs on it). */
export async function releaseUnreservedAttempt(db: DbOrTx, id: number) {
  await db
    .delete(checkoutAttempts)
    .where(
      and(
        eq(checkoutAttempts.id, id),
        eq(checkoutAttempts.status, 'started'),
        sql`${checkoutAttempts.orderId} is null`,
      ),
    );
}

const challengeStatement = statementCache(
  () => sql`
    with moved as (
      update payments set status = 'requires_action', acquirer_ref = ${p('ref')}::text,
             action_url = ${p('actionUrl')}::text, updated_at = ${p('now')}::timestamptz
      where id = ${p('paymentId')}::bigint and status in ('pending', 'requires_action')
      returning id
    )
    update checkout_attempts set status = 'requires_action' where order_id = ${p('orderId')}::bigint`,
);

/** The acquirer asks for 3-D Secure: the payment and the attempt say so (one statement). */
export async function awaitChallenge(
  db: DbOrTx,
  values: { orderId: number; paymentId: number; ref: string; actionUrl: string; now: Date },
) {
  await runStatement(db, challengeStatement('challenge'), { ...values, now: values.now.toISOString() });
}

export async function findOrder(db: DbOrTx, orderId: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  return row;
}

export async function findOrderItems(db: DbOrTx, orderIds: number[]) {
  if (!orderIds.length) return [];
  return db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(orderItems.id);
}

export async function findPaymentOfOrder(db: DbOrTx, orderId: number) {
  const [row] = await db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.id);
  return row;
}

/** Moves a payment from one of `from` to `to` (conditional); the row when it moved. */
export async function movePayment(
  tx: DbOrTx,
  paymentId: number,
  from: PaymentRow['status'][],
  to: PaymentRow['status'],
  values: Partial<Pick<PaymentRow, 'acquirerRef' | 'actionUrl' | 'refundMinor'>> = {},
  now = new Date(),
) {
  const [row] = await tx
    .update(payments)
    .set({ status: to, updatedAt: now, ...values })
    .where(and(eq(payments.id, paymentId), inArray(payments.status, from)))
    .returning();
  return row;
}

/** Moves an order between statuses (conditional); the row when it moved. */
export async function moveOrder(
  tx: DbOrTx,
  orderId: number,
  from: OrderRow['status'],
  to: OrderRow['status'],
  values: Partial<Pick<OrderRow, 'paidAt' | 'refundedAt'>> = {},
) {
  const [row] = await tx
    .update(orders)
    .set({ status: to, ...values })
    .where(and(eq(orders.id, orderId), eq(orders.status, from)))
    .returning();
  return row;
}

/** Payments that were sent to the acquirer but never finished here (reconciliation). */
export async function findOpenPayments(db: DbOrTx, olderThan: Date, limit = 50) {
  return db
    .select()
    .from(payments)
    .where(
      and(
        inArray(payments.status, ['pending', 'requires_action', 'refund_pending']),
        sql`${payments.updatedAt} < ${olderThan}`,
      ),
    )
    .orderBy(payments.id)
    .limit(limit);
}
