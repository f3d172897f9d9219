import { randomBytes } from 'node:crypto';
import { pointsEarned } from '@golfwallet/core/domain/shop/money';
import { productKind, valueToMinor } from '@golfwallet/core/domain/shop/product-kind';
import { and, eq } from 'drizzle-orm';
import type { ErrorCode } from '@golfwallet/core/errors/codes';
import type { DbOrTx } from '../../db/client';
import { clubs, orderItems, products, savedCards, users, vouchers } from '../../db/schema/index';
import type { Deps } from '../../deps';
import { insertVoucherEvents } from '../voucher/voucher-events.repository';
import {
  attemptOfOrder,
  findPaymentOfOrder,
  moveOrder,
  movePayment,
  removeBoughtFromCart,
  returnDailyQuota,
  returnStock,
  updateAttempt,
} from './checkout.repository';
import { queueReceipt } from './receipt-mail';
import { moveBalance } from './wallet.repository';
import type { CardDetails } from '../../adapters/acquirer/acquirer';

const DAY_MS = 86_400_000;

/** The calendar day in a time zone (YYYY-MM-DD): the day a maximum per day counts in. */
export function dayIn(timeZone: string, now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

const voucherNumber = () => `GW${randomBytes(6).toString('hex').toUpperCase()}`;

/**
 * Finishes a paid order in ONE transaction: the payment becomes captured and the order paid (both
 * by conditional updates, so a second caller — a retry, the reconciliation job, a webhook — does
 * nothing), the vouchers are issued, ball money and earned points go to the ledger, the card is
 * saved when asked, the cart loses what was bought, the attempt records the answer, and the
 * receipt mail with its PDF is queued. Returns false when someone else finished it first.
 */
export async function fulfilOrder(
  deps: Deps,
  orderId: number,
  capture: { ref: string | null; card: CardDetails | null } | null,
): Promise<boolean> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const order = await moveOrder(tx, orderId, 'pending_payment', 'paid', { paidAt: now });
    if (!order) return false;
    const payment = await findPaymentOfOrder(tx, orderId);
    if (payment) {
      const moved = await movePayment(
        tx,
        payment.id,
        ['pending', 'requires_action'],
        'captured',
        { acquirerRef: capture?.ref ?? payment.acquirerRef },
        now,
      );
      if (!moved) throw new Error(`payment ${payment.id} of order ${orderId} is not open`);
    }
    const userId = order.userId!;
    const lines = await tx
      .select({ item: orderItems, product: products, timezone: clubs.timezone })
      .from(orderItems)
      .innerJoin(products, eq(products.id, orderItems.productId))
      .innerJoin(clubs, eq(clubs.id, products.clubId))
      .where(eq(orderItems.orderId, orderId))
      .orderBy(orderItems.id);

    const issued: (typeof vouchers.$inferInsert)[] = [];
    for (const { item, product } of lines) {
      const kind = productKind(product);
      if (kind === 'ball_money') {
        const credit = valueToMinor(product.value) * item.quantity;
        const paid = item.unitPriceMinor * item.quantity;
        await moveBalance(tx, {
          userId,
          kind: 'ball_money',
          clubId: product.clubId,
          amount: Math.min(paid, credit),
          reason: 'top_up',
          orderId,
        });
        if (credit > paid)
          await moveBalance(tx, {
            userId,
            kind: 'ball_money',
            clubId: product.clubId,
            amount: credit - paid,
            reason: 'bonus',
            orderId,
          });
        continue;
      }
      for (let i = 0; i < item.quantity; i++) {
        issued.push({
          userId,
          clubId: product.clubId,
          orderId,
          productId: product.id,
          voucherNumber: voucherNumber(),
          name: product.name,
          productName: product.name,
          type: product.type,
          category: product.category,
          value: product.value,
          reductionType: product.reductionType,
          currency: product.currency,
          pricePaidMinor: item.unitPriceMinor,
          validFrom: now,
          validTo: new Date(now.getTime() + product.validityDays * DAY_MS),
          usesTotal: product.uses,
          usesLeft: product.uses,
          restrictions: product.restrictions,
          claimedAt: now,
        });
      }
    }
    if (issued.length) {
      const rows = await tx
        .insert(vouchers)
        .values(issued)
        .returning({ id: vouchers.id, clubId: vouchers.clubId });
      await insertVoucherEvents(
        tx,
        rows.map((row) => ({
          userId,
          voucherId: row.id,
          kind: 'purchased' as const,
          at: now,
          clubId: row.clubId,
          details: { order_id: orderId },
        })),
      );
    }
    const earned = pointsEarned(order.cardMinor);
    if (earned > 0)
      await moveBalance(tx, { userId, kind: 'points', clubId: 0, amount: earned, reason: 'earned', orderId });
    if (payment?.saveCard && payment.cardToken && capture?.card) {
      const [known] = await tx
        .select({ id: savedCards.id })
        .from(savedCards)
        .where(and(eq(savedCards.userId, userId), eq(savedCards.acquirerToken, payment.cardToken)));
      if (!known)
        await tx.insert(savedCards).values({ userId, acquirerToken: payment.cardToken, ...capture.card });
    }
    await removeBoughtFromCart(
      tx,
      userId,
      lines.map(({ product }) => product.id),
    );
    const attempt = await attemptOfOrder(tx, orderId);
    if (attempt) await updateAttempt(tx, attempt.id, { status: 'done' });
    const [buyer] = await tx.select().from(users).where(eq(users.id, userId));
    if (buyer) await queueReceipt(tx, deps, order, buyer, payment ?? null, capture?.card ?? null);
    return true;
  });
}

/**
 * Undoes the reservation of an order whose payment failed, in one transaction: order failed,
 * stock and daily quota given back, points and ball money refunded to the ledger, payment
 * declined, attempt failed with the reason a retry answers again. False when not pending.
 */
export async function releaseOrder(deps: Deps, orderId: number, code: ErrorCode): Promise<boolean> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const order = await moveOrder(tx, orderId, 'pending_payment', 'failed');
    if (!order) return false;
    await giveBack(tx, order, now, 'refund');
    const payment = await findPaymentOfOrder(tx, orderId);
    if (payment) await movePayment(tx, payment.id, ['pending', 'requires_action'], 'declined', {}, now);
    const attempt = await attemptOfOrder(tx, orderId);
    if (attempt) await updateAttempt(tx, attempt.id, { status: 'failed', errorCode: code });
    return true;
  });
}

/** Stock, daily quota, and the points and ball money an order spent, given back. */
export async function giveBack(
  tx: DbOrTx,
  order: {
    id: number;
    userId: number | null;
    clubId: number;
    pointsMinor: number;
    ballMoneyMinor: number;
    createdAt: Date;
  },
  _now: Date,
  reason: 'refund',
) {
  const lines = await tx
    .select({ item: orderItems, product: products, timezone: clubs.timezone })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .innerJoin(clubs, eq(clubs.id, products.clubId))
    .where(eq(orderItems.orderId, order.id));
  for (const { item, product, timezone } of lines) {
    await returnStock(tx, product.id, item.quantity);
    if (product.maxPerDay !== null)
      await returnDailyQuota(tx, product.id, dayIn(timezone, order.createdAt), item.quantity);
  }
  if (order.userId !== null) {
    if (order.pointsMinor > 0)
      await moveBalance(tx, {
        userId: order.userId,
        kind: 'points',
        clubId: 0,
        amount: order.pointsMinor,
        reason,
        orderId: order.id,
      });
    if (order.ballMoneyMinor > 0)
      await moveBalance(tx, {
        userId: order.userId,
        kind: 'ball_money',
        clubId: order.clubId,
        amount: order.ballMoneyMinor,
        reason,
        orderId: order.id,
      });
  }
}
