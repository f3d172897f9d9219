import { randomBytes } from 'node:crypto';
import { pointsEarned } from '@golfwallet/core/domain/shop/money';
import { productKind, valueToMinor } from '@golfwallet/core/domain/shop/product-kind';
import { zVoucherRestrictions } from '@golfwallet/core/domain/voucher-schema';
import { toLocale } from '@golfwallet/core/i18n/locales';
import type { ErrorCode } from '@golfwallet/core/errors/codes';
import { asc, eq } from 'drizzle-orm';
import type { CardDetails } from '../../adapters/acquirer/acquirer';
import type { DbOrTx } from '../../db/client';
import { clubs, orderItems, orders, payments, products, users } from '../../db/schema/index';
import type { Deps } from '../../deps';
import type { CheckoutLine, SellerClub } from './checkout.repository';
import { type LedgerCredit, type VoucherToIssue, writeFulfilment, writeRelease } from './fulfil.repository';

const DAY_MS = 86_400_000;

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day in a time zone (YYYY-MM-DD): the day a maximum per day counts in. */
export function dayIn(timeZone: string, now: Date): string {
  // A formatter costs far more to make than to use: one per time zone.
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
}

const voucherNumber = () => `GW${randomBytes(6).toString('hex').toUpperCase()}`;

/** Everything finishing an order needs, read once: by checkout from what it holds, else from the database. */
export interface FulfilPlan {
  order: {
    id: number;
    userId: number;
    currency: string;
    totalMinor: number;
    vatMinor: number;
    vatRateBp: number;
    cardMinor: number;
    pointsMinor: number;
    ballMoneyMinor: number;
  };
  lines: {
    product: Pick<
      CheckoutLine,
      | 'productId'
      | 'clubId'
      | 'name'
      | 'type'
      | 'category'
      | 'value'
      | 'reductionType'
      | 'currency'
      | 'uses'
      | 'validityDays'
      | 'restrictions'
      | 'baskets'
    >;
    quantity: number;
    unitPriceMinor: number;
    name: string;
    vatMinor: number;
  }[];
  club: SellerClub | null;
  buyer: { id: number; email: string; firstName: string; lastName: string; languageDefault: string };
  /** The card the receipt names (the payment's). */
  card: { brand: string; last4: string } | null;
}

/** Reads a pending order's plan (reconciliation, a retry): null when it has no buyer any more. */
export async function loadFulfilPlan(db: DbOrTx, orderId: number): Promise<FulfilPlan | null> {
  const [head] = await db
    .select({ order: orders, buyer: users, club: clubs })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(clubs, eq(clubs.id, orders.clubId))
    .where(eq(orders.id, orderId));
  if (!head) return null;
  const [lines, [payment]] = await Promise.all([
    db
      .select({ item: orderItems, product: products })
      .from(orderItems)
      .innerJoin(products, eq(products.id, orderItems.productId))
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.id)),
    db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.id)).limit(1),
  ]);
  const { order, buyer, club } = head;
  return {
    order: { ...order, userId: buyer.id },
    lines: lines.map(({ item, product }) => ({
      product: { ...product, productId: product.id },
      quantity: item.quantity,
      unitPriceMinor: item.unitPriceMinor,
      name: item.name,
      vatMinor: item.vatMinor,
    })),
    club,
    buyer,
    card:
      payment?.cardBrand && payment.cardLast4 ? { brand: payment.cardBrand, last4: payment.cardLast4 } : null,
  };
}

/** The vouchers and ledger credits a paid order gives, in the order they are written. */
function issueOf(plan: FulfilPlan, now: Date) {
  const vouchers: VoucherToIssue[] = [];
  const credits: LedgerCredit[] = [];
  for (const { product, quantity, unitPriceMinor } of plan.lines) {
    if (productKind(product) === 'ball_money') {
      const credit = valueToMinor(product.value) * quantity;
      const paid = unitPriceMinor * quantity;
      credits.push({
        kind: 'ball_money',
        scope: product.clubId,
        amount: Math.min(paid, credit),
        reason: 'top_up',
      });
      if (credit > paid)
        credits.push({ kind: 'ball_money', scope: product.clubId, amount: credit - paid, reason: 'bonus' });
      continue;
    }
    // Parsed as every Drizzle write of vouchers.restrictions is: what does not parse is not issued.
    const restrictions = zVoucherRestrictions.parse(product.restrictions);
    // A gift card's value is its own ledger account (credited by the statement), not a use.
    const giftCard = productKind(product) === 'gift_card';
    for (let i = 0; i < quantity; i++)
      vouchers.push({
        club_id: product.clubId,
        product_id: product.productId,
        voucher_number: voucherNumber(),
        name: product.name,
        type: product.type,
        category: product.category,
        value: product.value,
        reduction_type: product.reductionType,
        currency: product.currency,
        price_paid_minor: unitPriceMinor,
        valid_to: new Date(now.getTime() + product.validityDays * DAY_MS).toISOString(),
        uses: giftCard ? null : product.uses,
        restrictions,
        gift_minor: giftCard ? valueToMinor(product.value) : null,
      });
  }
  const earned = pointsEarned(plan.order.cardMinor);
  if (earned > 0) credits.push({ kind: 'points', scope: 0, amount: earned, reason: 'earned' });
  return { vouchers, credits };
}

/**
 * Finishes a paid order. ONE statement
 * (so one implicit transaction, fulfil.repository.ts) moves the order pending_payment → paid and
 * the payment → captured by conditional updates, issues the vouchers, writes ball money and earned
 * points to the ledger, saves the card when asked, empties the cart of what was bought, records the
 * attempt's answer and queues the receipt mail, which the outbox job renders (text and PDF) from
 * the order's stored lines (receipt-render.ts), off the request. A second caller — a retry, the
 * reconciliation job, a webhook — writes nothing. Returns the issued voucher ids and the time
 * paid, or null when someone else finished (or released) it first.
 */
export async function fulfilOrder(
  deps: Deps,
  orderId: number,
  capture: { ref: string | null; card: CardDetails | null } | null,
  known?: FulfilPlan,
): Promise<{ voucherIds: number[]; paidAt: Date } | null> {
  const plan = known ?? (await loadFulfilPlan(deps.db, orderId));
  if (!plan) return null;
  const now = deps.now();
  const { vouchers, credits } = issueOf(plan, now);
  const voucherIds = await writeFulfilment(deps.db, {
    orderId,
    now,
    ref: capture?.ref ?? null,
    card: capture?.card ?? null,
    vouchers,
    credits,
    productIds: plan.lines.map((line) => line.product.productId),
    mail: {
      recipient: plan.buyer.email,
      locale: toLocale(plan.buyer.languageDefault) ?? 'da',
      aboutUserId: plan.buyer.id,
    },
  });
  return voucherIds && { voucherIds, paidAt: now };
}

/**
 * Undoes the reservation of an order whose payment failed, in one statement (fulfil.repository.ts):
 * order failed, stock and daily quota given back, points and ball money refunded to the ledger,
 * payment declined, attempt failed with the reason a retry answers again. False when not pending.
 */
export async function releaseOrder(deps: Deps, orderId: number, code: ErrorCode): Promise<boolean> {
  return writeRelease(deps.db, orderId, code, deps.now());
}
