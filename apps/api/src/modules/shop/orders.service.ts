import type { Order } from '@golfwallet/core/contracts/shop/shapes';
import { withdrawalRefusal } from '@golfwallet/core/domain/shop/withdrawal';
import { productKind, valueToMinor } from '@golfwallet/core/domain/shop/product-kind';
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
  orderVouchersUnused,
  paymentsOf,
  voucherIdsOf,
} from './orders.repository';
import { balanceOf, moveBalance } from './wallet.repository';
import type { DbOrTx } from '../../db/client';

async function ballMoneyCredit(db: DbOrTx, orderId: number) {
  const lines = await db
    .select({ item: orderItems, product: products })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, orderId));
  return lines
    .filter(({ product }) => productKind(product) === 'ball_money')
    .reduce((sum, { item, product }) => sum + valueToMinor(product.value) * item.quantity, 0);
}

async function isUnused(deps: Deps, order: OrderRow): Promise<boolean> {
  if (!(await orderVouchersUnused(deps.db, order.id, order.userId!, deps.now()))) return false;
  // Ball money bought is unused while the balance still holds all of it.
  const credit = await ballMoneyCredit(deps.db, order.id);
  if (credit === 0) return true;
  return (await balanceOf(deps.db, order.userId!, 'ball_money', order.clubId)) >= credit;
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
 * (else the whole withdrawal is refused), ball money bought is taken back and ball money spent is
 * given back, the card payment becomes refund_pending, and the credit note is queued with its mail
 * (credit-note.ts). Then the acquirer refunds the card and the payment becomes refunded; if that
 * call fails, the reconciliation job repeats it.
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
    const credit = await ballMoneyCredit(tx, order.id);
    if (credit > 0) {
      const left = await moveBalance(tx, {
        userId: user.id,
        kind: 'ball_money',
        clubId: order.clubId,
        amount: -credit,
        reason: 'refund',
        orderId: order.id,
      });
      if (left === null) throw new AppError('WITHDRAWAL_PRODUCT_USED');
    }
    if (order.ballMoneyMinor > 0)
      await moveBalance(tx, {
        userId: user.id,
        kind: 'ball_money',
        clubId: order.clubId,
        amount: order.ballMoneyMinor,
        reason: 'refund',
        orderId: order.id,
      });
    const [paid] = await paymentsOf(tx, order.id);
    const refunding = paid
      ? await movePayment(tx, paid.id, ['captured'], 'refund_pending', {}, now)
      : undefined;
    await queueCreditNote(tx, deps, {
      orderId: order.id,
      userId: user.id,
      cardRefundMinor: refunding?.amountMinor ?? 0,
      ballMoneyRefundMinor: order.ballMoneyMinor,
      pointsReversed: 0,
    });
    return refunding;
  });
  if (payment) await refundPayment(deps, payment.id, payment.acquirerRef, payment.amountMinor);
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
