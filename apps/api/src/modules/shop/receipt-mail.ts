import { minorToDecimal } from '@golfwallet/core/domain/shop/money';
import { toLocale } from '@golfwallet/core/i18n/locales';
import type { TranslationKey } from '@golfwallet/core/i18n/keys';
import { translate } from '@golfwallet/core/i18n/translate';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clubs, orderItems, type users } from '../../db/schema/index';
import type { Deps } from '../../deps';
import { insertAttachments } from '../outbox/attachments.repository';
import { enqueueMessage } from '../outbox/outbox.repository';
import type { OrderRow, PaymentRow } from './checkout.repository';
import { renderReceiptPdf } from './receipt-pdf';

/**
 * Queues the invoice mail with its PDF receipt, in the transaction that paid the order, in the
 * buyer's language.
 */
export async function queueReceipt(
  tx: DbOrTx,
  _deps: Deps,
  order: OrderRow,
  buyer: typeof users.$inferSelect,
  payment: PaymentRow | null,
  card: { brand: string; last4: string } | null,
) {
  const locale = toLocale(buyer.languageDefault) ?? 'da';
  const [club] = await tx.select().from(clubs).where(eq(clubs.id, order.clubId));
  const lines = await tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(orderItems.id);
  const paidCard =
    card ??
    (payment?.cardBrand && payment.cardLast4 ? { brand: payment.cardBrand, last4: payment.cardLast4 } : null);
  const buyerName = `${buyer.firstName} ${buyer.lastName}`.trim();
  const pdf = await renderReceiptPdf({
    locale,
    orderId: order.id,
    paidAt: order.paidAt ?? order.createdAt,
    timeZone: club?.timezone ?? 'Europe/Copenhagen',
    seller: {
      name: club?.name ?? '',
      city: club?.city ?? null,
      email: club?.email ?? null,
      phone: club?.phone ?? null,
    },
    buyer: { name: buyerName, email: buyer.email },
    currency: order.currency,
    lines: lines.map((line) => ({
      name: line.name,
      quantity: line.quantity,
      unitPriceMinor: line.unitPriceMinor,
      vatMinor: line.vatMinor,
    })),
    totalMinor: order.totalMinor,
    vatMinor: order.vatMinor,
    vatRateBp: order.vatRateBp,
    cardMinor: order.cardMinor,
    pointsMinor: order.pointsMinor,
    ballMoneyMinor: order.ballMoneyMinor,
    card: paidCard,
  });
  const t = (key: TranslationKey, params?: Record<string, string | number>) => translate(locale, key, params);
  const clubName = club?.name ?? '';
  const money = (minor: number) => `${minorToDecimal(minor)} ${order.currency}`;
  const text = [
    t('mail.greeting', { name: buyer.firstName }),
    '',
    t('shop.receipt.intro', { club: clubName }),
    '',
    ...lines.map((line) => `${line.quantity} × ${line.name}: ${money(line.unitPriceMinor * line.quantity)}`),
    `${t('shop.receipt.total')}: ${money(order.totalMinor)}`,
    `${t('shop.receipt.vat', { rate: minorToDecimal(order.vatRateBp).replace(/\.?0+$/, '') })}: ${money(order.vatMinor)}`,
    '',
    t('shop.receipt.agreement', { club: clubName }),
    '',
    t('mail.signoff'),
    t('mail.team'),
  ].join('\n');
  const outboxId = await enqueueMessage(tx, {
    channel: 'email',
    recipient: buyer.email,
    subject: t('shop.receipt.subject', { club: clubName, id: order.id }),
    text,
    template: 'shop_receipt',
    locale,
    aboutUserId: buyer.id,
  });
  await insertAttachments(tx, outboxId, [
    { filename: t('shop.receipt.filename', { id: order.id }), contentType: 'application/pdf', content: pdf },
  ]);
}
