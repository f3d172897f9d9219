import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  cartItems,
  checkoutAttempts,
  orderItems,
  orders,
  payments,
  productDailySales,
  products,
  savedCards,
} from '../../db/schema/index';

export type AttemptRow = typeof checkoutAttempts.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

/** Claims an Idempotency-Key: the new attempt, or the one the key already started. */
export async function claimAttempt(
  db: DbOrTx,
  userId: number,
  key: string,
): Promise<{ attempt: AttemptRow; created: boolean }> {
  const [created] = await db
    .insert(checkoutAttempts)
    .values({ userId, idempotencyKey: key })
    .onConflictDoNothing()
    .returning();
  if (created) return { attempt: created, created: true };
  const [existing] = await db
    .select()
    .from(checkoutAttempts)
    .where(and(eq(checkoutAttempts.userId, userId), eq(checkoutAttempts.idempotencyKey, key)));
  return { attempt: existing!, created: false };
}

export async function updateAttempt(
  db: DbOrTx,
  id: number,
  values: Partial<Pick<AttemptRow, 'status' | 'orderId' | 'errorCode'>>,
) {
  await db.update(checkoutAttempts).set(values).where(eq(checkoutAttempts.id, id));
}

export async function findAttempt(db: DbOrTx, id: number) {
  const [row] = await db.select().from(checkoutAttempts).where(eq(checkoutAttempts.id, id));
  return row;
}

export async function attemptOfOrder(db: DbOrTx, orderId: number) {
  const [row] = await db.select().from(checkoutAttempts).where(eq(checkoutAttempts.orderId, orderId));
  return row;
}

/**
 * Takes `quantity` of a product's stock with one conditional UPDATE: only while it is active, the
 * offer has not ended and enough is left. False when not (nothing changed).
 */
export async function takeStock(
  tx: DbOrTx,
  productId: number,
  quantity: number,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(products)
    .set({
      stockLeft: sql`case when ${products.stockLeft} is null then null else ${products.stockLeft} - ${quantity} end`,
    })
    .where(
      and(
        eq(products.id, productId),
        eq(products.active, true),
        sql`(${products.limitedUntil} is null or ${products.limitedUntil} > ${now})`,
        sql`(${products.stockLeft} is null or ${products.stockLeft} >= ${quantity})`,
      ),
    )
    .returning({ id: products.id });
  return rows.length === 1;
}

export async function returnStock(tx: DbOrTx, productId: number, quantity: number) {
  await tx
    .update(products)
    .set({ stockLeft: sql`${products.stockLeft} + ${quantity}` })
    .where(and(eq(products.id, productId), sql`${products.stockLeft} is not null`));
}

/**
 * Counts `quantity` against a product's maximum per day with one conditional upsert: false when
 * the day's sales would pass the maximum.
 */
export async function takeDailyQuota(
  tx: DbOrTx,
  productId: number,
  day: string,
  quantity: number,
  max: number,
) {
  if (quantity > max) return false;
  const rows = await tx
    .insert(productDailySales)
    .values({ productId, day, sold: quantity })
    .onConflictDoUpdate({
      target: [productDailySales.productId, productDailySales.day],
      set: { sold: sql`${productDailySales.sold} + ${quantity}` },
      setWhere: sql`${productDailySales.sold} + ${quantity} <= ${max}`,
    })
    .returning({ sold: productDailySales.sold });
  return rows.length === 1;
}

export async function returnDailyQuota(tx: DbOrTx, productId: number, day: string, quantity: number) {
  await tx
    .update(productDailySales)
    .set({ sold: sql`greatest(0, ${productDailySales.sold} - ${quantity})` })
    .where(and(eq(productDailySales.productId, productId), eq(productDailySales.day, day)));
}

export async function insertOrder(tx: DbOrTx, values: typeof orders.$inferInsert): Promise<OrderRow> {
  const [row] = await tx.insert(orders).values(values).returning();
  return row!;
}

export async function insertOrderItems(tx: DbOrTx, values: (typeof orderItems.$inferInsert)[]) {
  if (values.length) await tx.insert(orderItems).values(values);
}

export async function insertPayment(tx: DbOrTx, values: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [row] = await tx.insert(payments).values(values).returning();
  return row!;
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
  values: Partial<Pick<PaymentRow, 'acquirerRef' | 'actionUrl'>> = {},
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

export async function removeBoughtFromCart(tx: DbOrTx, userId: number, productIds: number[]) {
  if (!productIds.length) return;
  await tx
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.productId, productIds)));
}

export async function findSavedCard(db: DbOrTx, userId: number, cardId: number) {
  const [row] = await db
    .select()
    .from(savedCards)
    .where(and(eq(savedCards.id, cardId), eq(savedCards.userId, userId)));
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
