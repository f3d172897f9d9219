import type { KindedProduct } from '@golfwallet/core/domain/shop/product-kind';
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { runStatement, statementCache } from '../../db/statement';
import {
  clubShopSettings,
  clubs,
  orderItems,
  orders,
  payments,
  products,
  users,
} from '../../db/schema/index';

const p = (name: string) => sql.placeholder(name);

/** A receipt mail to render: its outbox row and the paid order it is the receipt of. */
export interface ReceiptToRender {
  id: number;
  orderId: number;
  attempts: number;
}

/**
 * Claims due receipt mails still to render, as claimDueMessages claims mail to send: their next
 * attempt moves to `leaseUntil` (another worker skips them; a crashed one's come back when it ends).
 */
const claimStatement = statementCache(
  () => sql`
    update outbox o set next_attempt_at = ${p('leaseUntil')}::timestamptz
    where o.id in (
      select id from outbox
      where status = 'pending' and receipt_order_id is not null and next_attempt_at <= ${p('now')}::timestamptz
      order by id limit ${p('limit')}::int
      for update skip locked)
    returning o.id::text as id, o.receipt_order_id::text as order_id, o.attempts`,
);

export async function claimReceiptsToRender(
  db: DbOrTx,
  options: { now: Date; leaseUntil: Date; limit: number },
): Promise<ReceiptToRender[]> {
  const rows = await runStatement<{ id: string; order_id: string; attempts: number }>(
    db,
    claimStatement('claim-receipts'),
    { now: options.now.toISOString(), leaseUntil: options.leaseUntil.toISOString(), limit: options.limit },
  );
  return rows
    .map((row) => ({ id: Number(row.id), orderId: Number(row.order_id), attempts: row.attempts }))
    .sort((a, b) => a.id - b.id);
}

/**
 * What the receipts of a batch of paid orders show, read as stored (their lines, club, buyer and
 * card) in three queries for the whole batch. An order not paid, or without its buyer, is missing.
 */
export async function loadReceiptOrders(db: DbOrTx, orderIds: number[]): Promise<Map<number, ReceiptOrder>> {
  if (!orderIds.length) return new Map();
  const [heads, lines, cards] = await Promise.all([
    db
      .select({
        order: orders,
        buyer: users,
        club: clubs,
        vatNumber: clubShopSettings.vatNumber,
        legalName: clubShopSettings.legalName,
        address: clubShopSettings.address,
        contactEmail: clubShopSettings.contactEmail,
        contactPhone: clubShopSettings.contactPhone,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .innerJoin(clubs, eq(clubs.id, orders.clubId))
      .leftJoin(clubShopSettings, eq(clubShopSettings.clubId, orders.clubId))
      .where(inArray(orders.id, orderIds)),
    db
      .select({
        orderId: orderItems.orderId,
        name: orderItems.name,
        quantity: orderItems.quantity,
        unitPriceMinor: orderItems.unitPriceMinor,
        vatMinor: orderItems.vatMinor,
        product: {
          type: products.type,
          category: products.category,
          uses: products.uses,
          baskets: products.baskets,
        },
      })
      .from(orderItems)
      .innerJoin(products, eq(products.id, orderItems.productId))
      .where(inArray(orderItems.orderId, orderIds))
      .orderBy(asc(orderItems.id)),
    db
      .select({ orderId: payments.orderId, brand: payments.cardBrand, last4: payments.cardLast4 })
      .from(payments)
      .where(inArray(payments.orderId, orderIds))
      .orderBy(desc(payments.id)),
  ]);
  const found = new Map<number, ReceiptOrder>();
  for (const { order, buyer, club, vatNumber, legalName, address, contactEmail, contactPhone } of heads) {
    if (!order.paidAt) continue;
    // The order's first payment, the one the checkout made (read newest first: the last match).
    const payment = cards.findLast((card) => card.orderId === order.id);
    found.set(order.id, {
      order,
      paidAt: order.paidAt,
      buyer,
      club,
      vatNumber: vatNumber ?? null,
      sellerSettings: {
        legalName: legalName ?? null,
        address: address ?? null,
        email: contactEmail ?? null,
        phone: contactPhone ?? null,
      },
      lines: lines.filter((line) => line.orderId === order.id).map(({ orderId: _, ...line }) => line),
      card: payment?.brand && payment.last4 ? { brand: payment.brand, last4: payment.last4 } : null,
    });
  }
  return found;
}

/** An order line as stored, with what its product is (for the voucher VAT rule). */
export interface ReceiptOrderLine {
  name: string;
  quantity: number;
  unitPriceMinor: number;
  vatMinor: number;
  product: KindedProduct;
}

export interface ReceiptOrder {
  order: typeof orders.$inferSelect;
  paidAt: Date;
  buyer: typeof users.$inferSelect;
  club: typeof clubs.$inferSelect;
  /** The club's VAT number as the seller (club shop settings), if it has one. */
  vatNumber: string | null;
  /** The seller details the owner set in the portal (club shop settings), each null when not set. */
  sellerSettings: {
    legalName: string | null;
    address: string | null;
    email: string | null;
    phone: string | null;
  };
  lines: ReceiptOrderLine[];
  card: { brand: string; last4: string } | null;
}

/**
 * Stores a rendered receipt mail in one statement: its subject and text, the PDF as its attachment,
 * and no order left to render, so it becomes due for sending. Only a row still to render is
 * written: a second renderer of the same row writes nothing (false).
 */
const storeStatement = statementCache(
  () => sql`
    with rendered as (
      update outbox set subject = ${p('subject')}::text, text = ${p('text')}::text, receipt_order_id = null,
             next_attempt_at = ${p('now')}::timestamptz
      where id = ${p('id')}::bigint and status = 'pending' and receipt_order_id is not null
      returning id
    ), attached as (
      insert into outbox_attachments (outbox_id, filename, content_type, content)
      select rendered.id, ${p('filename')}::text, 'application/pdf', ${p('pdf')}::bytea from rendered
    )
    select count(*)::int as stored from rendered`,
);

export async function storeRenderedReceipt(
  db: DbOrTx,
  id: number,
  mail: { subject: string; text: string; filename: string; pdf: Buffer },
  now: Date,
): Promise<boolean> {
  const [row] = await runStatement<{ stored: number }>(db, storeStatement('store-receipt'), {
    id,
    subject: mail.subject,
    text: mail.text,
    filename: mail.filename,
    pdf: mail.pdf,
    now: now.toISOString(),
  });
  return Number(row?.stored ?? 0) === 1;
}
