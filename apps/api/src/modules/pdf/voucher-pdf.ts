import { restrictionTexts } from '@golfwallet/core/domain/restrictions';
import { localDate } from '@golfwallet/core/domain/local-time';
import { formatDate, formatDateTime } from '@golfwallet/core/format/dates';
import { displayPrice } from '@golfwallet/core/format/price';
import type { Locale } from '@golfwallet/core/i18n/locales';
import { translate, translatorFor, translatorIn } from '@golfwallet/core/i18n/translate';
import { restrictionsForDisplay } from '../voucher/voucher.mapper';
import type { ClubRow, VoucherRow } from '../voucher/voucher.repository';
import { code128, darkRuns, qrCode } from './barcodes';
import { BOLD, fitsWinAnsi, pdfDocument, REGULAR, standardFont, unicodeFontBytes } from './pdf-fonts';

/** One page of the PDF: a voucher, its club, who holds it and the club's logo file if any. */
export interface VoucherPdfPage {
  voucher: VoucherRow;
  club: ClubRow;
  holderName: string;
  logo: Buffer | null;
  /** A gift card's remaining value (its ledger balance): printed instead of its issued value. */
  giftCardRemaining?: number | null;
}

export interface RenderOptions {
  locale: Locale;
  now: Date;
}

type Doc = PDFKit.PDFDocument;

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 50;
const BOTTOM_MARGIN = 30;
const WIDTH = PAGE.width - 2 * MARGIN;
const GREEN = '#1b5e20';
const GREY = '#555555';
const LIGHT = '#e8f0e8';

function useFont(doc: Doc, text: string, bold: boolean): void {
  if (fitsWinAnsi(text)) {
    standardFont(doc, bold ? BOLD : REGULAR);
    return;
  }
  const unicode = unicodeFontBytes();
  if (!unicode) {
    standardFont(doc, bold ? BOLD : REGULAR);
    return;
  }
  doc.registerFont('Unicode', unicode);
  doc.font('Unicode');
}

/** Text inside a fixed box: never flows past it (and so never adds a page); overlong text ends in an ellipsis. */
function box(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  options: {
    width: number;
    height: number;
    size: number;
    bold?: boolean;
    color?: string;
    align?: 'left' | 'center' | 'right';
  },
): number {
  useFont(doc, text, options.bold ?? false);
  doc.fontSize(options.size).fillColor(options.color ?? '#000000');
  const height = Math.min(doc.heightOfString(text, { width: options.width }), options.height);
  doc.text(text, x, y, {
    width: options.width,
    height: options.height,
    ellipsis: true,
    align: options.align ?? 'left',
  });
  return height;
}

function drawLogo(doc: Doc, page: VoucherPdfPage): void {
  const area = { x: MARGIN, y: MARGIN, width: 260, height: 70 };
  if (page.logo) {
    try {
      doc.image(page.logo, area.x, area.y, { fit: [area.width, area.height], valign: 'center' });
      return;
    } catch {
      // An unreadable image falls back to the text logo below.
    }
  }
  doc.roundedRect(area.x, area.y, area.width, area.height, 8).lineWidth(2).strokeColor(GREEN).stroke();
  box(doc, page.club.name, area.x + 12, area.y + 14, {
    width: area.width - 24,
    height: area.height - 20,
    size: 18,
    bold: true,
    color: GREEN,
  });
}

function drawCode128(doc: Doc, text: string, x: number, y: number, width: number, height: number): void {
  const code = code128(text);
  const quiet = 10;
  const module = width / (code.modules + 2 * quiet);
  let cursor = x + quiet * module;
  code.widths.forEach((bars, index) => {
    if (index % 2 === 0) doc.rect(cursor, y, bars * module, height);
    cursor += bars * module;
  });
  doc.fillColor('#000000').fill();
}

function drawQr(doc: Doc, text: string, x: number, y: number, size: number): void {
  const qr = qrCode(text);
  const quiet = 4;
  const module = size / (qr.size + 2 * quiet);
  for (let row = 0; row < qr.size; row++) {
    for (const [start, length] of darkRuns(qr, row)) {
      doc.rect(x + (start + quiet) * module, y + (row + quiet) * module, length * module, module);
    }
  }
  doc.fillColor('#000000').fill();
}

function drawPage(doc: Doc, page: VoucherPdfPage, options: RenderOptions): void {
  const { locale, now } = options;
  const { voucher, club } = page;
  const t = translatorIn(locale, 'pdf');
  const zone = club.timezone;

  drawLogo(doc, page);
  box(doc, 'GolfWallet', MARGIN + 280, MARGIN + 8, {
    width: WIDTH - 280,
    height: 20,
    size: 12,
    bold: true,
    color: GREEN,
    align: 'right',
  });
  box(doc, t('title'), MARGIN + 280, MARGIN + 30, {
    width: WIDTH - 280,
    height: 30,
    size: 20,
    bold: true,
    align: 'right',
  });
  doc
    .moveTo(MARGIN, 135)
    .lineTo(PAGE.width - MARGIN, 135)
    .lineWidth(1)
    .strokeColor(GREEN)
    .stroke();

  let y = 150;
  y += box(doc, voucher.name, MARGIN, y, { width: WIDTH, height: 64, size: 24, bold: true }) + 4;
  if (voucher.productName && voucher.productName !== voucher.name) {
    y += box(doc, voucher.productName, MARGIN, y, { width: WIDTH, height: 34, size: 13, color: GREY }) + 4;
  }

  y += 10;
  const price = displayPrice(
    {
      type: voucher.type,
      value: voucher.value,
      reduction_type: voucher.reductionType,
      currency: voucher.currency,
      gift_card_remaining_minor: page.giftCardRemaining ?? null,
    },
    locale,
    translatorFor(locale),
  );
  doc.roundedRect(MARGIN, y, WIDTH, 60, 10).fillColor(LIGHT).fill();
  box(doc, price, MARGIN + 16, y + 13, { width: WIDTH - 32, height: 40, size: 30, bold: true, color: GREEN });
  y += 76;

  const uses =
    voucher.usesTotal === null
      ? t('usesUnlimited')
      : t('usesLeft', { left: voucher.usesLeft ?? 0, total: voucher.usesTotal });
  const rows: [string, string][] = [
    [t('issuedBy'), club.name],
    [t('holder'), page.holderName],
    [
      t('validity'),
      t('validityRange', {
        from: formatDate(voucher.validFrom, zone, locale),
        to: formatDate(voucher.validTo, zone, locale),
      }),
    ],
    [t('uses'), uses],
    [t('voucherNumber'), voucher.voucherNumber],
  ];
  for (const [label, value] of rows) {
    box(doc, label, MARGIN, y, { width: 140, height: 16, size: 11, bold: true, color: GREY });
    y += Math.max(16, box(doc, value, MARGIN + 150, y, { width: WIDTH - 150, height: 30, size: 11 })) + 4;
  }

  y += 8;
  const codesTop = PAGE.height - BOTTOM_MARGIN - 60 - 140;
  const restrictions = restrictionTexts(
    { restrictions: restrictionsForDisplay(voucher.restrictions) },
    locale,
    translatorFor(locale),
    { today: localDate(now, zone) },
  );
  box(doc, t('restrictions'), MARGIN, y, { width: WIDTH, height: 18, size: 13, bold: true });
  y += 20;
  const infoSpace = voucher.info ? 60 : 0;
  const restrictionsText = restrictions.length
    ? restrictions.map((line) => `• ${line}`).join('\n')
    : t('noRestrictions');
  y +=
    box(doc, restrictionsText, MARGIN, y, {
      width: WIDTH,
      height: Math.max(14, codesTop - y - infoSpace - 10),
      size: 10.5,
    }) + 8;
  if (voucher.info) {
    box(doc, voucher.info, MARGIN, y, {
      width: WIDTH,
      height: Math.max(14, codesTop - y - 10),
      size: 10,
      color: GREY,
    });
  }

  drawCode128(doc, voucher.voucherNumber, MARGIN, codesTop + 10, 300, 80);
  box(doc, voucher.voucherNumber, MARGIN, codesTop + 96, {
    width: 300,
    height: 18,
    size: 12,
    bold: true,
    align: 'center',
  });
  drawQr(doc, voucher.voucherNumber, PAGE.width - MARGIN - 130, codesTop, 130);

  const footer = `${t('scanHint')} ${t('cashWarning')}\n${t('printedAt', { date: formatDateTime(now, zone, locale) })}`;
  box(doc, footer, MARGIN, PAGE.height - BOTTOM_MARGIN - 50, {
    width: WIDTH,
    height: 48,
    size: 8.5,
    color: GREY,
  });
}

/**
 * Renders one A4 page per voucher, in the golfer's language: the club logo (or its name as a text
 * logo), the voucher name, the value as the price badge shows it, validity, uses, restrictions in
 * words, issuer and holder, and the voucher number as Code 128 and as a QR code. Every text sits in
 * a fixed box, so a page never spills onto a second one.
 */
export async function renderVoucherPdf(pages: VoucherPdfPage[], options: RenderOptions): Promise<Buffer> {
  const doc = await pdfDocument({
    size: 'A4',
    autoFirstPage: false,
    margins: { top: MARGIN, bottom: BOTTOM_MARGIN, left: MARGIN, right: MARGIN },
    lang: options.locale,
    info: {
      Title: translate(options.locale, 'pdf.documentTitle'),
      Author: 'GolfWallet',
      CreationDate: options.now,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  for (const page of pages) {
    doc.addPage();
    drawPage(doc, page, options);
  }
  doc.end();
  await finished;
  return Buffer.concat(chunks);
}
