import type { Locale } from '@golfwallet/core/i18n/locales';
import { translatorIn } from '@golfwallet/core/i18n/translate';
import { money, renderShopDocumentPdf, type ShopDocumentData } from './receipt-pdf';

/** Where a refund went: the paying card, the golfer's ball money at the club, their points. */
export interface RefundDestinations {
  cardMinor: number;
  /** The card refunded (brand and last four); null when the order's payment names none. */
  card: { brand: string; last4: string } | null;
  ballMoneyMinor: number;
  /** Points given back (a purchase paid with points), in minor units like the order's points. */
  pointsMinor: number;
}

export interface CreditNoteData extends ShopDocumentData {
  /** The credit note's own number. */
  number: number;
  /** The order it credits. */
  orderId: number;
  refunds: RefundDestinations;
  /** Points earned on the purchase that were taken back. */
  pointsReversed: number;
}

/** The refund rows (destination, amount) of a credit note and its mail: only destinations with money. */
export function refundRows(
  locale: Locale,
  refunds: RefundDestinations,
  currency: string,
): [string, string][] {
  const t = translatorIn(locale, 'mail.creditNote');
  const rows: [string, string][] = [];
  if (refunds.cardMinor > 0)
    rows.push([
      refunds.card
        ? t('refundCard', { brand: refunds.card.brand, last4: refunds.card.last4 })
        : t('refundCardUnknown'),
      money(refunds.cardMinor, currency),
    ]);
  if (refunds.ballMoneyMinor > 0) rows.push([t('refundBallMoney'), money(refunds.ballMoneyMinor, currency)]);
  if (refunds.pointsMinor > 0) rows.push([t('refundPoints'), money(refunds.pointsMinor, currency)]);
  return rows;
}

/**
 * The credit note PDF: the receipt's layout (receipt-pdf.ts) titled as a credit note, with its own
 * number and the order it credits, the lines and totals credited, and where the money went.
 */
export function renderCreditNotePdf(data: CreditNoteData): Promise<Buffer> {
  const t = translatorIn(data.locale, 'mail.creditNote');
  const receipt = translatorIn(data.locale, 'shop.receipt');
  return renderShopDocumentPdf(data, {
    title: t('title'),
    totalLabel: t('total'),
    references: [
      [t('number'), String(data.number)],
      [t('orderRef'), String(data.orderId)],
    ],
    settlement: { heading: t('refundedTo'), rows: refundRows(data.locale, data.refunds, data.currency) },
    notes: [
      ...(data.pointsReversed > 0 ? [t('pointsReversed', { count: data.pointsReversed })] : []),
      t('note', { id: data.orderId }),
      ...(data.refunds.cardMinor > 0 ? [t('cardDelay')] : []),
      receipt('agreement', { club: data.seller.name }),
    ],
  });
}
