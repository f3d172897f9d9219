import type { Order } from '@golfwallet/core/contracts/shop/shapes';
import { withdrawalRefusal } from '@golfwallet/core/domain/shop/withdrawal';
import { withdrawalRefund } from '@golfwallet/core/domain/shop/ledger';
import { productKind } from '@golfwallet/core/domain/shop/product-kind';
import { toUnixSeconds } from '@golfwallet/core/format/dates';
import { AppError } from '@golfwallet/core/errors/app-error';
import { eq } from 'drizzle-orm';
import { withTimeout } from '../../adapters/acquirer/acquirer';
import { acquirerFor } from '../../adapters/acquirer/select-acquirer';
import { orderItems, products } from '../../db/schema/index';
import type { Deps } from '../../deps';
import type { UserRow } from '../session/session.repository';
import { findOrderItems, type OrderRow, moveOrder, movePayment } from './checkout.repository';
import { queueCreditNote } from './credit-note';
import {
  deactivateUnusedVouchers,
  findOrderWithClub,
  findOrdersOfUser,
  orderGiftCards,
  orderVouchersUnused,
  paymentsOf,
  voucherIdsOf,
} from './orders.repository';
import type { DbOrTx } from '../../db/client';
import { moveGiftCard } from '../ledger/gift-cards';
import { availableBalance, lockAvailableBalance, orderEntriesSum, postTransfer } from '../ledger/transfers';

/** What the order's ball-money top-up lines cost (the lines whose product is ball money). */
async function topUpPaidMinor(db: DbOrTx, orderId: number) {
  const lines = await db
    .select({ item: orderItems, product: products })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, orderId));
  return lines
    .filter(({ product }) => productKind(product) === 'ball_money')
    .reduce((sum, { item }) => sum + item.unitPriceMinor * item.quantity, 0);
}

/**
 * What withdrawing the order would refund now (core's withdrawalRefund), from the ledger: the ball
 * money its top-up credited and the points it earned, against what the golfer has left. In a
 * transaction with `lock`, the balance rows are locked first, so nothing is spent between the
 * decision and the withdrawal's entries.
 */
async function refundPlan(db: DbOrTx, order: OrderRow, lock: boolean) {
  const userId = order.userId!;
  const balance = lock ? lockAvailableBalance : availableBalance;
  const credited = await orderEntriesSum(db, order.id, 'ball_money', ['top_up', 'bonus']);
  const earned = await orderEntriesSum(db, order.id, 'points', ['earned']);
  const giftCards = await orderGiftCards(db, order.id, lock);
  return withdrawalRefund({
    totalMinor: order.totalMinor,
    cardMinor: order.cardMinor,
    ballMoneyMinor: order.ballMoneyMinor,
    topUpPaidMinor: await topUpPaidMinor(db, order.id),
    topUpCreditMinor: credited,
    ballMoneyAvailableMinor: credited > 0 ? await balance(db, userId, 'ball_money', order.clubId) : 0,
    pointsEarned: earned,
    pointsAvailable: earned > 0 ? await balance(db, userId, 'points', 0) : 0,
    giftCards,
  });
}

/** Unused for withdrawal: every voucher unused and held, and a top-up not all spent. */
async function isUnused(deps: Deps, order: OrderRow): Promise<boolean> {
  if (!(await orderVouchersUnused(deps.db, order.id, order.userId!, deps.now()))) return false;
  return !(await refundPlan(deps.db, order, false)).used;
}

/** What an order's view is made of, from the database (orderView) or fresh from checkout. */
export interface OrderFacts {
  order: Pick<
    OrderRow,
    | 'id'
    | 'clubId'
    | 'status'
    | 'currency'
    | 'totalMinor'
    | 'vatMinor'
    | 'cardMinor'
    | 'pointsMinor'
    | 'ballMoneyMinor'
    | 'createdAt'
    | 'paidAt'
    | 'refundedAt'
  >;
  clubName: string;
  card: { brand: string; last4: string } | null;
  items: { productId: number; name: string; quantity: number; unitPriceMinor: number; vatMinor: number }[];
  voucherIds: number[];
  /** Whether every voucher and the ball money bought are still unused. */
  unused: boolean;
}

/** An order as the golfer sees it; `withdrawable` says whether withdrawal is possible now. */
export function toOrderView(facts: OrderFacts, now: Date): Order {
  const { order } = facts;
  const withdrawable =
    order.status === 'paid' &&
    withdrawalRefusal(
      { status: order.status, paidAt: order.paidAt, pointsMinor: order.pointsMinor, unused: facts.unused },
      now,
    ) === null;
  return {
    order_id: order.id,
    club_id: order.clubId,
    club_name: facts.clubName,
    status: order.status === 'cart' ? 'pending_payment' : order.status,
    currency: order.currency,
    total_minor: order.totalMinor,
    vat_minor: order.vatMinor,
    card_minor: order.cardMinor,
    points_minor: order.pointsMinor,
    ball_money_minor: order.ballMoneyMinor,
    created_at: toUnixSeconds(order.createdAt),
    paid_at: order.paidAt ? toUnixSeconds(order.paidAt) : null,
    refunded_at: order.refundedAt ? toUnixSeconds(order.refundedAt) : null,
    card: facts.card,
    items: facts.items.map((item) => ({
      product_id: item.productId,
      name: item.name,
      quantity: item.quantity,
      unit_price_minor: item.unitPriceMinor,
      vat_minor: item.vatMinor,
    })),
    voucher_ids: facts.voucherIds,
    withdrawable,
  };
}

/** An order as the golfer sees it, read from the database. */
export async function orderView(deps: Deps, orderId: number): Promise<Order> {
  const row = await findOrderWithClub(deps.db, orderId);
  if (!row) throw new AppError('ORDER_NOT_FOUND');
  const { order, clubName } = row;
  const [items, voucherIds, payments] = await Promise.all([
    findOrderItems(deps.db, [order.id]),
    voucherIdsOf(deps.db, order.id),
    paymentsOf(deps.db, order.id),
  ]);
  const payment = payments[0];
  const now = deps.now();
  // Unused is only asked when it could change the answer (a paid order within its period).
  const unused =
    order.status === 'paid' &&
    withdrawalRefusal(
      { status: order.status, paidAt: order.paidAt, pointsMinor: order.pointsMinor, unused: true },
      now,
    ) === null &&
    (await isUnused(deps, order));
  return toOrderView(
    {
      order,
      clubName,
      card:
        payment?.cardBrand && payment.cardLast4
          ? { brand: payment.cardBrand, last4: payment.cardLast4 }
          : null,
      items,
      voucherIds,
      unused,
    },
    now,
  );
}

/** The caller's own order; anyone else's answers ORDER_NOT_FOUND, as if it did not exist. */
async function ownOrder(deps: Deps, user: UserRow, orderId: number) {
  const row = await findOrderWithClub(deps.db, orderId);
  if (!row || row.order.userId !== user.id || row.order.status === 'cart' || row.order.status === 'failed')
    throw new AppError('ORDER_NOT_FOUND');
  return row.order;
}

export async function listOrders(deps: Deps, user: UserRow, offset: number, limit: number) {
  const { rows, total } = await findOrdersOfUser(deps.db, user.id, offset, limit);
  const orders = [];
  for (const { order } of rows) orders.push(await orderView(deps, order.id));
  return { orders, total };
}

export async function getOrder(deps: Deps, user: UserRow, orderId: number) {
  await ownOrder(deps, user, orderId);
  return orderView(deps, orderId);
}

/**
 * Withdrawal (§1): within 14 days, unused, not bought with points. One transaction: the order
 * moves paid → refunded (conditional), its vouchers are deactivated only if all are still unused
 * (else the whole withdrawal is refused), and with the balance rows locked the refund is decided
 * (core's withdrawalRefund): the top-up's unspent ball money is taken back and refunded in
 * proportion to what was paid for it, as is what is left on each gift card (its ledger account), ball money paid is given back, the points the order earned
 * are reversed (those already spent are netted from the refund); each a ledger transfer. The card
 * payment becomes refund_pending with the amount to refund, and the credit note is queued with its
 * mail (credit-note.ts). Then the acquirer refunds the card and
 * the payment becomes refunded; if that call fails, the reconciliation job repeats it.
 */
export async function withdrawOrder(deps: Deps, user: UserRow, orderId: number) {
  const order = await ownOrder(deps, user, orderId);
  const now = deps.now();
  const refusal = withdrawalRefusal(
    {
      status: order.status,
      paidAt: order.paidAt,
      pointsMinor: order.pointsMinor,
      unused: await isUnused(deps, order),
    },
    now,
  );
  if (refusal) throw new AppError(refusal);
  const payment = await deps.db.transaction(async (tx) => {
    const moved = await moveOrder(tx, order.id, 'paid', 'refunded', { refundedAt: now });
    if (!moved) throw new AppError('ORDER_NOT_PAID');
    const expected = (await voucherIdsOf(tx, order.id)).length;
    const deactivated = await deactivateUnusedVouchers(tx, order.id, user.id, now);
    if (deactivated.length !== expected) throw new AppError('WITHDRAWAL_PRODUCT_USED');
    const plan = await refundPlan(tx, order, true);
    if (plan.used) throw new AppError('WITHDRAWAL_PRODUCT_USED');
    const transfers = [
      { kind: 'ball_money', amount: -plan.ballMoneyTakenBackMinor, reason: 'withdrawal' },
      { kind: 'ball_money', amount: plan.ballMoneyBackMinor, reason: 'refund' },
      { kind: 'points', amount: -plan.pointsReversed, reason: 'withdrawal' },
    ] as const;
    // What is left on each gift card goes back: one 'withdrawal' transfer per card (gift-cards.ts).
    for (const card of await orderGiftCards(tx, order.id, false)) {
      if (card.remainingMinor === 0) continue;
      const left = await moveGiftCard(tx, {
        voucherId: card.voucherId,
        userId: user.id,
        amount: -card.remainingMinor,
        reason: 'withdrawal',
        orderId: order.id,
        at: now,
      });
      if (left !== 0) throw new AppError('WITHDRAWAL_PRODUCT_USED');
    }
    for (const transfer of transfers) {
      if (transfer.amount === 0) continue;
      const left = await postTransfer(tx, {
        userId: user.id,
        clubId: order.clubId,
        orderId: order.id,
        ...transfer,
      });
      if (left === null) throw new AppError('WITHDRAWAL_PRODUCT_USED');
    }
    const [paid] = await paymentsOf(tx, order.id);
    const refunding =
      paid && plan.cardRefundMinor > 0
        ? await movePayment(
            tx,
            paid.id,
            ['captured'],
            'refund_pending',
            { refundMinor: plan.cardRefundMinor },
            now,
          )
        : undefined;
    await queueCreditNote(tx, deps, {
      orderId: order.id,
      userId: user.id,
      cardRefundMinor: plan.cardRefundMinor,
      ballMoneyRefundMinor: plan.ballMoneyBackMinor,
      pointsReversed: plan.pointsReversed,
      topUpCreditMinor: plan.topUpRefundMinor + plan.giftCardRefundMinor,
    });
    return refunding;
  });
  if (payment) await refundPayment(deps, payment.id, payment.acquirerRef, payment.refundMinor ?? 0);
  return orderView(deps, order.id);
}

/** Refunds a payment at the acquirer and marks it refunded; a failure leaves it for reconciliation. */
export async function refundPayment(deps: Deps, paymentId: number, ref: string | null, amountMinor: number) {
  if (!ref) return;
  try {
    await withTimeout(
      acquirerFor(deps).refund(ref, amountMinor, `refund_${paymentId}`),
      deps.config.ACQUIRER_TIMEOUT_MS,
    );
    await deps.db.transaction((tx) =>
      movePayment(tx, paymentId, ['refund_pending'], 'refunded', {}, deps.now()),
    );
  } catch (error) {
    deps.log.warn({ paymentId, err: (error as Error).message }, 'refund failed; reconciliation will retry');
  }
}
