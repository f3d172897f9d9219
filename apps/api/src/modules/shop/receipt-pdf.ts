import { formatDateTime } from '@golfwallet/core/format/dates';
import { minorToDecimal } from '@golfwallet/core/domain/shop/money';
import type { Locale } from '@golfwallet/core/i18n/locales';
import { translatorIn } from '@golfwallet/core/i18n/translate';
import { countryName } from '../geo/names';
import { BOLD, REGULAR, fitsWinAnsi, pdfDocument, standardFont, unicodeFontBytes } from '../pdf/pdf-fonts';

/** One line of a receipt or credit note, its numbers as stored on the order. */
export interface ShopDocumentLine {
  name: string;
  quantity: number;
  unitPriceMinor: number;
  /** The line's rate (basis points): the club's, or 0 on a multi-purpose voucher. */
  vatRateBp: number;
  vatMinor: number;
  /** A multi-purpose voucher (ball money, gift card): no VAT at sale, charged when it is used. */
  vatAtUse: boolean;
}

/** What a receipt and a credit note both show: seller, buyer, lines and totals. */
export interface ShopDocumentData {
  locale: Locale;
  /** When the order was paid (receipt) or the credit note issued. */
  issuedAt: Date;
  timeZone: string;
  seller: {
    name: string;
    /** The address the owner set (one line); without one, the club's city and country. */
    address?: string | null;
    city: string | null;
    countryCode: string | null;
    email: string | null;
    phone: string | null;
    vatNumber: string | null;
  };
  buyer: { name: string; email: string };
  currency: string;
  lines: ShopDocumentLine[];
  totalMinor: number;
  vatMinor: number;
  /** The club's VAT rate, named in the VAT total. */
  vatRateBp: number;
}

export interface ReceiptData extends ShopDocumentData {
  orderId: number;
  cardMinor: number;
  pointsMinor: number;
  ballMoneyMinor: number;
  card: { brand: string; last4: string } | null;
}

export const money = (minor: number, currency: string) => `${minorToDecimal(minor)} ${currency}`;

/** A rate in basis points as a percentage without trailing zeros (2500 → "25", 1250 → "12.5"). */
export const ratePercent = (rateBp: number) => minorToDecimal(rateBp).replace(/\.?0+$/, '');

/** The parts of a document that differ between a receipt and a credit note. */
export interface DocumentParts {
  title: string;
  /** The total's label ("Total", "Total credited"). */
  totalLabel: string;
  /** Reference rows under the title: order number, credit note number, … (label, value). */
  references: [string, string][];
  /** Rows after the totals: how it was paid, or where the refund went (label, amount). */
  settlement: { heading?: string; rows: [string, string][] };
  /** Small print at the end, one paragraph each. */
  notes: string[];
}

// Columns of the line table on A4 (595 pt wide, 50 pt margins): x and width, so none overlap.
const COLUMNS = [
  { x: 50, width: 146, align: 'left' },
  { x: 198, width: 30, align: 'right' },
  { x: 230, width: 76, align: 'right' },
  { x: 308, width: 58, align: 'right' },
  { x: 368, width: 76, align: 'right' },
  { x: 446, width: 99, align: 'right' },
] as const;
const LABEL_WIDTH = 395;

/**
 * The receipt or credit note PDF (pdfkit), one layout for both: the title and references, the
 * club as seller (name, address, VAT number, contact), the buyer, each line in its own columns
 * (description, quantity, unit price, VAT rate, VAT, amount), the total, the VAT included (the
 * sum of the lines' VAT), the net amount, the settlement rows and the notes. Multi-purpose
 * vouchers are marked and explained (no VAT at sale). Dates in the buyer's language (spec §9).
 */
export async function renderShopDocumentPdf(data: ShopDocumentData, parts: DocumentParts): Promise<Buffer> {
  const t = translatorIn(data.locale, 'shop.receipt');
  const doc = await pdfDocument({
    size: 'A4',
    margin: 50,
    info: { Title: [parts.title, ...parts.references.map(([, value]) => value)].join(' ') },
  });
  const unicode = unicodeFontBytes();
  if (unicode) doc.registerFont('Unicode', unicode);
  const font = (text: string, bold = false) => {
    if (!fitsWinAnsi(text) && unicode) doc.font('Unicode');
    else standardFont(doc, bold ? BOLD : REGULAR);
    return text;
  };
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const amount = (minor: number) => money(minor, data.currency);

  doc.fontSize(20).text(font(parts.title, true));
  doc.moveDown(0.5).fontSize(10);
  for (const [label, value] of parts.references) doc.text(font(`${label}: ${value}`));
  doc.text(font(`${t('date')}: ${formatDateTime(data.issuedAt, data.timeZone, data.locale)}`));
  doc.moveDown();

  const { seller } = data;
  doc.text(font(`${t('seller')}: ${seller.name}`, true));
  const address =
    seller.address ??
    [seller.city, seller.countryCode ? countryName(seller.countryCode, data.locale) : null]
      .filter(Boolean)
      .join(', ');
  if (address) doc.text(font(address));
  if (seller.vatNumber) doc.text(font(`${t('vatNumber')}: ${seller.vatNumber}`));
  const contact = [seller.email, seller.phone].filter(Boolean).join(', ');
  if (contact) doc.text(font(contact));
  doc.moveDown(0.5);
  doc.text(font(`${t('buyer')}: ${data.buyer.name} <${data.buyer.email}>`));
  doc.moveDown();

  // Each cell at its column's own x and width; the row ends below its tallest cell.
  doc.fontSize(9);
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    let bottom = y;
    cells.forEach((cell, i) => {
      const column = COLUMNS[i]!;
      doc.text(font(cell, bold), column.x, y, { width: column.width, align: column.align });
      bottom = Math.max(bottom, doc.y);
    });
    doc.x = 50;
    doc.y = bottom + 2;
  };
  const summary = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc.text(font(label, bold), 50, y, { width: LABEL_WIDTH });
    const bottom = doc.y;
    const last = COLUMNS[COLUMNS.length - 1]!;
    doc.text(font(value, bold), last.x, y, { width: last.width, align: 'right' });
    doc.x = 50;
    doc.y = Math.max(bottom, doc.y) + 2;
  };

  row([t('item'), t('qty'), t('unitPrice'), t('vatRate'), t('vatAmount'), t('lineTotal')], true);
  doc.moveTo(50, doc.y).lineTo(545, doc.y).lineWidth(0.5).stroke();
  doc.y += 3;
  for (const line of data.lines) {
    row([
      line.vatAtUse ? `${line.name} *` : line.name,
      String(line.quantity),
      amount(line.unitPriceMinor),
      `${ratePercent(line.vatRateBp)} %`,
      amount(line.vatMinor),
      amount(line.unitPriceMinor * line.quantity),
    ]);
  }
  doc.moveDown();
  summary(parts.totalLabel, amount(data.totalMinor), true);
  summary(t('vat', { rate: ratePercent(data.vatRateBp) }), amount(data.vatMinor));
  summary(t('net'), amount(data.totalMinor - data.vatMinor));
  if (parts.settlement.rows.length) {
    doc.moveDown();
    if (parts.settlement.heading) summary(parts.settlement.heading, '', true);
    for (const [label, value] of parts.settlement.rows) summary(label, value);
  }
  doc.moveDown(2).fontSize(9);
  const notes = data.lines.some((line) => line.vatAtUse) ? [t('vatAtUse'), ...parts.notes] : parts.notes;
  for (const note of notes) {
    doc.text(font(note), 50, doc.y, { width: 495 });
    doc.moveDown(0.5);
  }
  doc.end();
  return done;
}

/** The receipt PDF of a paid order: how it was paid, and the terms on the agreement and withdrawal. */
export function renderReceiptPdf(data: ReceiptData): Promise<Buffer> {
  const t = translatorIn(data.locale, 'shop.receipt');
  const amount = (minor: number) => money(minor, data.currency);
  const rows: [string, string][] = [];
  if (data.cardMinor > 0 && data.card)
    rows.push([t('paidCard', { brand: data.card.brand, last4: data.card.last4 }), amount(data.cardMinor)]);
  if (data.pointsMinor > 0) rows.push([t('paidPoints'), amount(data.pointsMinor)]);
  if (data.ballMoneyMinor > 0) rows.push([t('paidBallMoney'), amount(data.ballMoneyMinor)]);
  return renderShopDocumentPdf(data, {
    title: t('title'),
    totalLabel: t('total'),
    references: [[t('orderNo'), String(data.orderId)]],
    settlement: { rows },
    notes: [t('agreement', { club: data.seller.name }), t('withdrawal')],
  });
}
