import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { runStatement, statementCache } from '../../db/statement';

/** A voucher row to issue (built and checked in TypeScript: number, validity, parsed restrictions). */
export interface VoucherToIssue {
  club_id: number;
  product_id: number;
  voucher_number: string;
  name: string;
  type: string;
  category: string;
  value: string;
  reduction_type: string;
  currency: string;
  price_paid_minor: number;
  valid_to: string;
  uses: number | null;
  restrictions: unknown;
  /** A gift card: the credit its ledger account opens with (its value); null for other vouchers. */
  gift_minor: number | null;
}

/** A ledger credit of the paid order: earned points, bought ball money and its bonus. */
export interface LedgerCredit {
  kind: 'points' | 'ball_money';
  /** The balance's scope: 0 for points, the club for ball money. */
  scope: number;
  amount: number;
  reason: 'earned' | 'top_up' | 'bonus';
}

export interface FulfilWrite {
  orderId: number;
  now: Date;
  /** The acquirer's charge id; null keeps the payment's own. */
  ref: string | null;
  /** The card to save when the payment asked for it (the acquirer's details of the token). */
  card: { brand: string; last4: string; expiry: string } | null;
  vouchers: VoucherToIssue[];
  credits: LedgerCredit[];
  productIds: number[];
  /** The receipt mail's address and language: the outbox job renders it from the paid order. */
  mail: { recipient: string; locale: string; aboutUserId: number };
}

const p = (name: string) => sql.placeholder(name);

/**
 * The paid order finished in ONE statement, so in one implicit transaction: every write hangs on
 * `moved`, the conditional order move pending_payment → paid (which also needs the card payment,
 * if any, still open). A second caller — a retry, the reconciliation job, a webhook — waits for
 * the order's row lock, re-checks, finds it paid and writes nothing.
 */
const fulfilStatement = statementCache(
  () => sql`
    with moved as (
      update orders o set status = 'paid', paid_at = ${p('now')}::timestamptz
      where o.id = ${p('orderId')}::bigint and o.status = 'pending_payment'
        and (o.card_minor = 0 or exists (select 1 from payments pa where pa.order_id = o.id
                                          and pa.status in ('pending', 'requires_action')))
      returning o.id, o.user_id
    ), captured as (
      update payments pa set status = 'captured', updated_at = ${p('now')}::timestamptz,
             acquirer_ref = coalesce(${p('ref')}::text, pa.acquirer_ref)
      from moved
      where pa.order_id = moved.id and pa.status in ('pending', 'requires_action')
      returning pa.id, pa.save_card, pa.card_token
    ), issued as (
      insert into vouchers (user_id, club_id, order_id, product_id, voucher_number, name, product_name, type,
                            category, value, reduction_type, currency, price_paid_minor, valid_from, valid_to,
                            uses_total, uses_left, restrictions, claimed_at)
      select moved.user_id, v.club_id, moved.id, v.product_id, v.voucher_number, v.name, v.name, v.type,
             v.category, v.value, v.reduction_type, v.currency, v.price_paid_minor, ${p('now')}::timestamptz,
             v.valid_to, v.uses, v.uses, v.restrictions, ${p('now')}::timestamptz
      from moved, jsonb_to_recordset(${p('vouchers')}::jsonb) as v(
        seq int, club_id int, product_id int, voucher_number text, name text, type text, category text,
        value text, reduction_type text, currency text, price_paid_minor int, valid_to timestamptz, uses int,
        restrictions jsonb, gift_minor int)
      order by v.seq
      returning id, club_id, voucher_number
    ), gift as (
      -- A gift card's credit account (gift-cards.ts), opened with its value by one 'purchase' entry.
      insert into gift_card_accounts (voucher_id, club_id, credit, balance)
      select issued.id, issued.club_id, v.gift_minor, v.gift_minor
      from issued join jsonb_to_recordset(${p('vouchers')}::jsonb) as v(voucher_number text, gift_minor int)
        on v.voucher_number = issued.voucher_number
      where v.gift_minor is not null
      returning voucher_id, club_id, balance
    ), gift_ledger as (
      insert into wallet_ledger (user_id, club_id, kind, amount, reason, order_id, voucher_id, balance_after)
      select moved.user_id, gift.club_id, 'gift_card', gift.balance, 'purchase', moved.id, gift.voucher_id,
             gift.balance
      from moved, gift
    ), events as (
      insert into voucher_events (user_id, voucher_id, kind, at, club_id, details)
      select moved.user_id, issued.id, 'purchased', ${p('now')}::timestamptz, issued.club_id,
             jsonb_build_object('order_id', moved.id)
      from moved, issued
    ), credit as (
      select * from jsonb_to_recordset(${p('credits')}::jsonb)
        as c(seq int, kind text, scope int, amount int, reason text)
    ), balance as (
      insert into wallet_balances as b (user_id, kind, club_id, balance)
      select moved.user_id, credit.kind, credit.scope, sum(credit.amount)
      from moved, credit group by moved.user_id, credit.kind, credit.scope
      on conflict (user_id, kind, club_id) do update set balance = b.balance + excluded.balance
      returning b.kind, b.club_id, b.balance
    ), ledger as (
      -- Each credit's balance after it: the new balance less the credits after it on that balance.
      insert into wallet_ledger (user_id, club_id, kind, amount, reason, order_id, balance_after)
      select moved.user_id, case when credit.kind = 'points' then null else credit.scope end, credit.kind,
             credit.amount, credit.reason, moved.id,
             balance.balance - coalesce(sum(credit.amount) over (
               partition by credit.kind, credit.scope order by credit.seq
               rows between 1 following and unbounded following), 0)
      from moved, credit
      join balance on balance.kind = credit.kind and balance.club_id = credit.scope
      order by credit.seq
    ), saved as (
      insert into saved_cards (user_id, acquirer_token, brand, last4, expiry)
      select moved.user_id, captured.card_token, ${p('brand')}::text, ${p('last4')}::text, ${p('expiry')}::text
      from moved, captured
      where captured.save_card and captured.card_token is not null and ${p('brand')}::text is not null
        and not exists (select 1 from saved_cards s
                        where s.user_id = moved.user_id and s.acquirer_token = captured.card_token)
    ), bought as (
      delete from cart_items ci using moved
      where ci.user_id = moved.user_id
        and ci.product_id in (select jsonb_array_elements_text(${p('productIds')}::jsonb)::int)
    ), answered as (
      update checkout_attempts a set status = 'done' from moved where a.order_id = moved.id
    ), mail as (
      insert into outbox (channel, recipient, text, template, locale, about_user_id, receipt_order_id)
      select 'email', ${p('recipient')}::text, '', 'shop_receipt', ${p('locale')}::text, ${p('aboutUserId')}::int,
             moved.id
      from moved
    )
    select moved.id::text as order_id,
           (select coalesce(jsonb_agg(issued.id order by issued.id), '[]'::jsonb) from issued) as voucher_ids
    from moved`,
);

/**
 * Writes a paid order's outcome in one round trip: order paid and payment captured, the vouchers
 * and their 'purchased' events, each gift card's account with its 'purchase' credit, the ledger credits, the saved card, the cart emptied of what was
 * bought, the attempt answered and the receipt mail queued (its text and PDF rendered later by the
 * outbox job, receipt-render.ts). Null when the order was
 * not pending (someone else finished or released it); else the issued voucher ids.
 */
export async function writeFulfilment(db: DbOrTx, write: FulfilWrite): Promise<number[] | null> {
  const [row] = await runStatement<{ order_id: string; voucher_ids: number[] | string }>(
    db,
    fulfilStatement('fulfil'),
    {
      orderId: write.orderId,
      now: write.now.toISOString(),
      ref: write.ref,
      brand: write.card?.brand ?? null,
      last4: write.card?.last4 ?? null,
      expiry: write.card?.expiry ?? null,
      vouchers: JSON.stringify(write.vouchers.map((voucher, seq) => ({ seq, ...voucher }))),
      credits: JSON.stringify(write.credits.map((credit, seq) => ({ seq, ...credit }))),
      productIds: JSON.stringify(write.productIds),
      recipient: write.mail.recipient,
      locale: write.mail.locale,
      aboutUserId: write.mail.aboutUserId,
    },
  );
  if (!row) return null;
  const ids = typeof row.voucher_ids === 'string' ? JSON.parse(row.voucher_ids) : row.voucher_ids;
  return (ids as (number | string)[]).map(Number);
}

/**
 * A failed payment's order released in ONE statement: order pending_payment → failed
 * (conditional; everything else hangs on it), stock and the day's quota given back, the points
 * and ball money it spent credited back with their 'refund' ledger rows, the payment declined
 * and the attempt failed with the code a retry answers again.
 */
const releaseStatement = statementCache(
  () => sql`
    with moved as (
      update orders set status = 'failed'
      where id = ${p('orderId')}::bigint and status = 'pending_payment'
      returning id, user_id, club_id, points_minor, ball_money_minor, created_at
    ), line as (
      select oi.product_id, sum(oi.quantity)::int as quantity, pr.max_per_day, c.timezone
      from moved
      join order_items oi on oi.order_id = moved.id
      join products pr on pr.id = oi.product_id
      join clubs c on c.id = pr.club_id
      group by oi.product_id, pr.max_per_day, c.timezone
    ), stock as (
      update products pr set stock_left = pr.stock_left + line.quantity
      from line where pr.id = line.product_id and pr.stock_left is not null
    ), quota as (
      update product_daily_sales d set sold = greatest(0, d.sold - line.quantity)
      from line, moved
      where line.max_per_day is not null and d.product_id = line.product_id
        and d.day = (moved.created_at at time zone line.timezone)::date
    ), credit as (
      select moved.user_id, 'points'::text as kind, 0 as scope, moved.points_minor as amount from moved
      where moved.user_id is not null and moved.points_minor > 0
      union all
      select moved.user_id, 'ball_money', moved.club_id, moved.ball_money_minor from moved
      where moved.user_id is not null and moved.ball_money_minor > 0
    ), balance as (
      insert into wallet_balances as b (user_id, kind, club_id, balance)
      select user_id, kind, scope, amount from credit
      on conflict (user_id, kind, club_id) do update set balance = b.balance + excluded.balance
      returning b.kind, b.club_id, b.balance
    ), ledger as (
      insert into wallet_ledger (user_id, club_id, kind, amount, reason, order_id, balance_after)
      select credit.user_id, case when credit.kind = 'points' then null else credit.scope end, credit.kind,
             credit.amount, 'refund', moved.id, balance.balance
      from moved, credit join balance on balance.kind = credit.kind and balance.club_id = credit.scope
    ), declined as (
      update payments pa set status = 'declined', updated_at = ${p('now')}::timestamptz
      from moved where pa.order_id = moved.id and pa.status in ('pending', 'requires_action')
    ), answered as (
      update checkout_attempts a set status = 'failed', error_code = ${p('code')}::text
      from moved where a.order_id = moved.id
    )
    select count(*)::int as released from moved`,
);

/** Releases an order whose payment failed (see the statement). False when it was not pending. */
export async function writeRelease(db: DbOrTx, orderId: number, code: string, now: Date): Promise<boolean> {
  const [row] = await runStatement<{ released: number }>(db, releaseStatement('release'), {
    orderId,
    code,
    now: now.toISOString(),
  });
  return Number(row?.released ?? 0) === 1;
}
