import { minorToDecimal } from '@golfwallet/core/domain/shop/money';
import type { Locale } from '@golfwallet/core/i18n/locales';
import { translatorIn } from '@golfwallet/core/i18n/translate';
import { BOLD, REGULAR, fitsWinAnsi, pdfDocument, standardFont, unicodeFontBytes } from '../pdf/pdf-fonts';

export interface ReceiptData {
  locale: Locale;
  orderId: number;
  paidAt: Date;
  timeZone: string;
  seller: { name: string; city: string | null; email: string | null; phone: string | null };
  buyer: { name: string; email: string };
  currency: string;
  lines: { name: string; quantity: number; unitPriceMinor: number; vatMinor: number }[];
  totalMinor: number;
  vatMinor: number;
  vatRateBp: number;
  cardMinor: number;
  pointsMinor: number;
  ballMoneyMinor: number;
  card: { brand: string; last4: string } | null;
}

const money = (minor: number, currency: string) => `${minorToDecimal(minor)} ${currency}`;

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** The paid time's format in a language and time zone; a formatter costs far more to make than to use. */
function dateFormat(locale: Locale, timeZone: string): Intl.DateTimeFormat {
  const key = `${locale} ${timeZone}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'no' ? 'nb' : locale, {
      timeZone,
      dateStyle: 'short',
      timeStyle: 'short',
    });
    dateFormats.set(key, format);
  }
  return format;
}

/**
 * The receipt PDF (pdfkit): the club as seller, the buyer, each line with quantity, price and
 * amount, the total, the VAT included (exact: the sum of the lines' VAT), the net amount, how it
 * was paid, and the terms on the agreement and withdrawal.
 */
export async function renderReceiptPdf(data: ReceiptData): Promise<Buffer> {
  const t = translatorIn(data.locale, 'shop.receipt');
  const doc = pdfDocument({ size: 'A4', margin: 50, info: { Title: `${t('title')} ${data.orderId}` } });
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

  doc.fontSize(20).text(font(t('title'), true));
  doc.moveDown(0.5).fontSize(10);
  const date = dateFormat(data.locale, data.timeZone).format(data.paidAt);
  doc.text(font(`${t('orderNo')}: ${data.orderId}`));
  doc.text(font(`${t('date')}: ${date}`));
  doc.moveDown();
  const seller = [data.seller.name, data.seller.city, data.seller.email, data.seller.phone]
    .filter(Boolean)
    .join(', ');
  doc.text(font(`${t('seller')}: ${seller}`));
  doc.text(font(`${t('buyer')}: ${data.buyer.name} <${data.buyer.email}>`));
  doc.moveDown();

  const columns = [50, 300, 350, 450];
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    cells.forEach((cell, i) => {
      doc.text(font(cell, bold), columns[i]!, y, {
        width: i === 0 ? 240 : 95,
        align: i === 0 ? 'left' : 'right',
      });
    });
    doc.x = 50;
  };
  row([t('item'), t('qty'), t('price'), t('lineTotal')], true);
  for (const line of data.lines) {
    row([
      line.name,
      String(line.quantity),
      money(line.unitPriceMinor, data.currency),
      money(line.unitPriceMinor * line.quantity, data.currency),
    ]);
  }
  doc.moveDown();
  row([t('total'), '', '', money(data.totalMinor, data.currency)], true);
  row([
    t('vat', { rate: minorToDecimal(data.vatRateBp).replace(/\.?0+$/, '') }),
    '',
    '',
    money(data.vatMinor, data.currency),
  ]);
  row([t('net'), '', '', money(data.totalMinor - data.vatMinor, data.currency)]);
  doc.moveDown();
  if (data.cardMinor > 0 && data.card)
    row([
      t('paidCard', { brand: data.card.brand, last4: data.card.last4 }),
      '',
      '',
      money(data.cardMinor, data.currency),
    ]);
  if (data.pointsMinor > 0) row([t('paidPoints'), '', '', money(data.pointsMinor, data.currency)]);
  if (data.ballMoneyMinor > 0) row([t('paidBallMoney'), '', '', money(data.ballMoneyMinor, data.currency)]);
  doc.moveDown(2);
  doc.fontSize(9).text(font(t('agreement', { club: data.seller.name })), 50, doc.y, { width: 495 });
  doc.moveDown(0.5).text(font(t('withdrawal')), { width: 495 });
  doc.end();
  return done;
}
