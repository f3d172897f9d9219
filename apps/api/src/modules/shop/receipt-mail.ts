import { productKind } from '@golfwallet/core/domain/shop/product-kind';
import { vatTreatment } from '@golfwallet/core/domain/shop/vat';
import { type Locale, toLocale } from '@golfwallet/core/i18n/locales';
import type { TranslationKey } from '@golfwallet/core/i18n/keys';
import { translate } from '@golfwallet/core/i18n/translate';
import { SHARED_WEB_PATHS, webLink } from '@golfwallet/core/web/paths';
import {
  money,
  ratePercent,
  renderReceiptPdf,
  type ShopDocumentData,
  type ShopDocumentLine,
} from './receipt-pdf';
import type { ReceiptOrder, ReceiptOrderLine } from './receipt.repository';

/** A rendered receipt mail: what the outbox row gets before it is sent. */
export interface ReceiptMail {
  subject: string;
  text: string;
  filename: string;
  pdf: Buffer;
}

/**
 * An order line as a receipt or credit note shows it. A multi-purpose voucher (vat.ts) sold
 * without VAT shows rate 0 and is marked; a line that was charged VAT (an order from before the
 * voucher rule) shows the VAT it was charged, at the order's rate.
 */
export function documentLine(line: ReceiptOrderLine, orderRateBp: number): ShopDocumentLine {
  const vatAtUse = line.vatMinor === 0 && vatTreatment(productKind(line.product)) === 'at_use';
  return {
    name: line.name,
    quantity: line.quantity,
    unitPriceMinor: line.unitPriceMinor,
    vatRateBp: vatAtUse ? 0 : orderRateBp,
    vatMinor: line.vatMinor,
    vatAtUse,
  };
}

/** The buyer's language for the order's mails: their default, else Danish. */
function buyerLocale(source: ReceiptOrder): Locale {
  return toLocale(source.buyer.languageDefault) ?? 'da';
}

/** Seller, buyer and currency of an order's receipt or credit note, as stored. */
export function documentParties(
  source: ReceiptOrder,
): Pick<ShopDocumentData, 'locale' | 'timeZone' | 'seller' | 'buyer' | 'currency' | 'vatRateBp'> {
  const { order, buyer, club } = source;
  return {
    locale: buyerLocale(source),
    timeZone: club?.timezone ?? 'Europe/Copenhagen',
    seller: {
      name: source.sellerSettings.legalName ?? club?.name ?? '',
      address: source.sellerSettings.address,
      city: club?.city ?? null,
      countryCode: club?.countryCode ?? null,
      email: source.sellerSettings.email ?? club?.email ?? null,
      phone: source.sellerSettings.phone ?? club?.phone ?? null,
      vatNumber: source.vatNumber,
    },
    buyer: { name: `${buyer.firstName} ${buyer.lastName}`.trim(), email: buyer.email },
    currency: order.currency,
    vatRateBp: order.vatRateBp,
  };
}

/** The mail text's line of an order line: quantity, name and amount, and "*" on a multi-purpose voucher. */
export function mailLine(line: ShopDocumentLine, currency: string): string {
  const mark = line.vatAtUse ? ' *' : '';
  return `${line.quantity} × ${line.name}${mark}: ${money(line.unitPriceMinor * line.quantity, currency)}`;
}

/**
 * The invoice mail with its PDF receipt, in the buyer's language, from the paid order as stored
 * (its lines, VAT, club as seller, card): rendered by the outbox job (receipt-render.ts), not in
 * the paying request.
 * It ends with a link to the voucher list, where each voucher goes to Apple Wallet or Google
 * Wallet.
 */
export async function receiptMail(source: ReceiptOrder, publicUrl: string): Promise<ReceiptMail> {
  const { order, buyer, club, paidAt } = source;
  const parties = documentParties(source);
  const { locale } = parties;
  const lines = source.lines.map((line) => documentLine(line, order.vatRateBp));
  const pdf = await renderReceiptPdf({
    ...parties,
    orderId: order.id,
    issuedAt: paidAt,
    lines,
    totalMinor: order.totalMinor,
    vatMinor: order.vatMinor,
    cardMinor: order.cardMinor,
    pointsMinor: order.pointsMinor,
    ballMoneyMinor: order.ballMoneyMinor,
    card: source.card,
  });
  const t = (key: TranslationKey, params?: Record<string, string | number>) => translate(locale, key, params);
  const clubName = club?.name ?? '';
  const amount = (minor: number) => money(minor, order.currency);
  const text = [
    t('mail.greeting', { name: buyer.firstName }),
    '',
    t('shop.receipt.intro', { club: clubName }),
    '',
    ...lines.map((line) => mailLine(line, order.currency)),
    `${t('shop.receipt.total')}: ${amount(order.totalMinor)}`,
    `${t('shop.receipt.vat', { rate: ratePercent(order.vatRateBp) })}: ${amount(order.vatMinor)}`,
    ...(lines.some((line) => line.vatAtUse) ? ['', t('shop.receipt.vatAtUse')] : []),
    '',
    t('shop.receipt.agreement', { club: clubName }),
    '',
    t('shop.receipt.walletPasses', { link: webLink(publicUrl, SHARED_WEB_PATHS.vouchers) }),
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
