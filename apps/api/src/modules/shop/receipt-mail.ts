import { minorToDecimal } from '@golfwallet/core/domain/shop/money';
import { toLocale } from '@golfwallet/core/i18n/locales';
import type { TranslationKey } from '@golfwallet/core/i18n/keys';
import { translate } from '@golfwallet/core/i18n/translate';
import { renderReceiptPdf } from './receipt-pdf';
import type { ReceiptOrder } from './receipt.repository';

/** A rendered receipt mail: what the outbox row gets before it is sent. */
export interface ReceiptMail {
  subject: string;
  text: string;
  filename: string;
  pdf: Buffer;
}

/**
 * The invoice mail with its PDF receipt, in the buyer's language, from the paid order as stored
 * (its lines, VAT, club as seller, card): rendered by the outbox job (receipt-render.ts), not in
 * the paying request.
 */
export async function receiptMail(source: ReceiptOrder): Promise<ReceiptMail> {
  const { order, buyer, club, lines, paidAt } = source;
  const locale = toLocale(buyer.languageDefault) ?? 'da';
  const paidCard = source.card;
  const buyerName = `${buyer.firstName} ${buyer.lastName}`.trim();
  const pdf = await renderReceiptPdf({
    locale,
    orderId: order.id,
    paidAt,
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
  return {
    subject: t('shop.receipt.subject', { club: clubName, id: order.id }),
    text,
    filename: t('shop.receipt.filename', { id: order.id }),
    pdf,
  };
}
