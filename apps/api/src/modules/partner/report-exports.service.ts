import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { ReportKind } from '@golfwallet/core/contracts/partner/export-report';
import { outstandingUses, outstandingValue } from '@golfwallet/core/domain/period-figures';
import { productKind } from '@golfwallet/core/domain/shop/product-kind';
import { creditNoteVatParts, saleVatRateBp, vatTreatment } from '@golfwallet/core/domain/shop/vat';
import type { Locale } from '@golfwallet/core/i18n/locales';
import { translatorIn } from '@golfwallet/core/i18n/translate';
import { AppError } from '@golfwallet/core/errors/app-error';
import type { Deps } from '../../deps';
import { findClub } from '../redemption/redemption.service';
import { clubCurrency } from './club-currency';
import { refreshClubFigures } from './club-figures.repository';
import { salesDataVersion } from './club-revenue.repository';
import { keptReport } from './report-cache';
import { type Period, periodBounds, periodVoucherFacts } from './period-report.service';
import {
  creditNoteLines,
  issuedVouchers,
  ledgerOwedAt,
  type PeriodBounds,
  salesLines,
} from './period-report.repository';
import { type Cell, type ReportTable, reportCsv, reportXlsx } from './report-files';
import { zoneLabel } from './redemptions-csv';
import type { StaffContext } from './staff-auth';

/**
 * The back office's reports for a period (issue #35), owner only (the contract's staffRoles), for
 * the caller's club only: each built as a table in the caller's language, then written as CSV or
 * .xlsx (report-files.ts). Amounts are major units; times are the club's local time.
 */

type Translate = ReturnType<typeof translatorIn<'partner.reports'>>;

/** The translator with each text looked up once: a report asks for the same few on every line. */
function memoized(t: Translate): Translate {
  const texts = new Map<string, string>();
  return (key, params) => {
    if (params) return t(key, params);
    let text = texts.get(key);
    if (text === undefined) {
      text = t(key);
      texts.set(key, text);
    }
    return text;
  };
}

interface ReportContext {
  deps: Deps;
  clubId: number;
  timeZone: string;
  currency: string;
  bounds: PeriodBounds;
  t: Translate;
}

const major = (minor: number) => Math.round(minor) / 100;
const iso = (value: Date | null) => (value ? value.toISOString() : null);
const rate = (bp: number) => bp / 100;

/** How an order (or its credit note) was paid: card, points, ball money; free when nothing was. */
function paymentOf(t: Translate, split: { cardMinor: number; pointsMinor: number; ballMoneyMinor: number }) {
  const parts = [
    split.cardMinor > 0 ? t('payment.card') : null,
    split.pointsMinor > 0 ? t('payment.points') : null,
    split.ballMoneyMinor > 0 ? t('payment.ballMoney') : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join(' + ') : t('payment.free');
}

/**
 * The period's sales lines and credit notes, each at the VAT rate it was charged at (the voucher
 * rules, core domain/shop/vat.ts): a single-purpose voucher at the order's rate, ball money and gift
 * cards (multi-purpose) at 0; a credit note split into its taxed part and its part at 0.
 */
async function salesAndCredits(c: ReportContext) {
  const [lines, notes] = await Promise.all([
    salesLines(c.deps.db, c.clubId, c.bounds),
    creditNoteLines(c.deps.db, c.clubId, c.bounds),
  ]);
  return {
    lines: lines.map((line) => ({
      ...line,
      vatRateBp: saleVatRateBp(vatTreatment(productKind(line)), line.vatRateBp),
    })),
    notes: notes.flatMap((note) =>
      creditNoteVatParts({ ...note, taxedGrossMinor: Number(note.taxedGrossMinor) }).map((part) => ({
        ...note,
        ...part,
      })),
    ),
  };
}

/** Sales lines of orders paid in the period, then credit notes written in it (negative amounts). */
async function salesTable(c: ReportContext): Promise<ReportTable> {
  const { t } = c;
  const { lines, notes } = await salesAndCredits(c);
  const rows: Cell[][] = [
    ...lines.map((line) => [
      t('lineKinds.sale'),
      line.orderId,
      iso(line.paidAt),
      line.paidAt ? zoneLabel(line.paidAt.toISOString(), c.timeZone) : null,
      line.product,
      line.quantity,
      major(line.grossMinor - line.vatMinor),
      rate(line.vatRateBp),
      major(line.vatMinor),
      major(line.grossMinor),
      c.currency,
      paymentOf(t, line),
    ]),
    ...notes.map((note) => [
      t('lineKinds.creditNote'),
      note.orderId,
      note.createdAt.toISOString(),
      zoneLabel(note.createdAt.toISOString(), c.timeZone),
      `${t('lineKinds.creditNote')} ${note.id}`,
      null,
      -major(note.grossMinor - note.vatMinor),
      rate(note.vatRateBp),
      -major(note.vatMinor),
      -major(note.grossMinor),
      c.currency,
      paymentOf(t, note),
    ]),
  ];
  return {
    title: t('sheets.sales'),
    columns: [
      { label: t('columns.line'), kind: 'text' },
      { label: t('columns.order'), kind: 'int' },
      { label: t('columns.date'), kind: 'datetime' },
      { label: t('columns.timeZone'), kind: 'text' },
      { label: t('columns.product'), kind: 'text' },
      { label: t('columns.quantity'), kind: 'int' },
      { label: t('columns.net'), kind: 'money' },
      { label: t('columns.vatRate'), kind: 'rate' },
      { label: t('columns.vat'), kind: 'money' },
      { label: t('columns.gross'), kind: 'money' },
      { label: t('columns.currency'), kind: 'text' },
      { label: t('columns.payment'), kind: 'text' },
    ],
    rows,
  };
}

/** The vouchers issued in the period, sold or given (a gift counts at 0). */
async function issuedTable(c: ReportContext): Promise<ReportTable> {
  const { t } = c;
  const rows = await issuedVouchers(c.deps.db, c.clubId, c.bounds);
  return {
    title: t('sheets.issued'),
    columns: [
      { label: t('columns.voucherNumber'), kind: 'text' },
      { label: t('columns.issuedAt'), kind: 'datetime' },
      { label: t('columns.timeZone'), kind: 'text' },
      { label: t('columns.product'), kind: 'text' },
      { label: t('columns.issuedAs'), kind: 'text' },
      { label: t('columns.order'), kind: 'int' },
      { label: t('columns.firstName'), kind: 'text' },
      { label: t('columns.lastName'), kind: 'text' },
      { label: t('columns.memberNumber'), kind: 'text' },
      { label: t('columns.uses'), kind: 'int' },
      { label: t('columns.pricePaid'), kind: 'money' },
      { label: t('columns.currency'), kind: 'text' },
      { label: t('columns.validTo'), kind: 'datetime' },
    ],
    rows: rows.map((row) => [
      row.voucherNumber,
      row.issuedAt.toISOString(),
      zoneLabel(row.issuedAt.toISOString(), c.timeZone),
      row.product,
      Number(row.pricePaidMinor) > 0 ? t('lineKinds.sold') : t('lineKinds.given'),
      row.orderId,
      row.firstName ?? '',
      row.lastName ?? '',
      row.memberNumber ?? '',
      row.usesTotal,
      major(Number(row.pricePaidMinor)),
      c.currency,
      row.validTo.toISOString(),
    ]),
  };
}

/** VAT per rate: sales and credit notes of the period, net, VAT and gross, with a total line. */
async function vatTable(c: ReportContext): Promise<ReportTable> {
  const { t } = c;
  const { lines, notes } = await salesAndCredits(c);
  const rates = new Map<number, { sales: [number, number]; refunds: [number, number] }>();
  const at = (bp: number) => {
    let found = rates.get(bp);
    if (!found) {
      found = { sales: [0, 0], refunds: [0, 0] };
      rates.set(bp, found);
    }
    return found;
  };
  for (const line of lines) {
    const r = at(line.vatRateBp);
    r.sales = [r.sales[0] + line.grossMinor, r.sales[1] + line.vatMinor];
  }
  for (const note of notes) {
    const r = at(note.vatRateBp);
    r.refunds = [r.refunds[0] + note.grossMinor, r.refunds[1] + note.vatMinor];
  }
  const row = (label: Cell, s: [number, number], r: [number, number]): Cell[] => [
    label,
    major(s[0] - s[1]),
    major(s[1]),
    major(s[0]),
    major(r[0] - r[1]),
    major(r[1]),
    major(r[0]),
    major(s[1] - r[1]),
    c.currency,
  ];
  const sorted = [...rates.entries()].sort(([a], [b]) => b - a);
  const sum = (pick: (v: { sales: [number, number]; refunds: [number, number] }) => [number, number]) =>
    sorted.reduce<[number, number]>((acc, [, v]) => [acc[0] + pick(v)[0], acc[1] + pick(v)[1]], [0, 0]);
  return {
    title: t('sheets.vat'),
    columns: [
      { label: t('columns.vatRate'), kind: 'rate' },
      { label: t('columns.salesNet'), kind: 'money' },
      { label: t('columns.salesVat'), kind: 'money' },
      { label: t('columns.salesGross'), kind: 'money' },
      { label: t('columns.refundNet'), kind: 'money' },
      { label: t('columns.refundVat'), kind: 'money' },
      { label: t('columns.refundGross'), kind: 'money' },
      { label: t('columns.vat'), kind: 'money' },
      { label: t('columns.currency'), kind: 'text' },
    ],
    rows: [
      ...sorted.map(([bp, v]) => row(rate(bp), v.sales, v.refunds)),
      row(
        t('lineKinds.total'),
        sum((v) => v.sales),
        sum((v) => v.refunds),
      ),
    ],
  };
}

/**
 * What the club owes at the end of the period: each voucher still outstanding (core
 * period-figures: price × uses left ÷ uses), then ball money and gift-card credit by the ledger,
 * then the total.
 */
async function liabilityTable(c: ReportContext): Promise<ReportTable> {
  const { t } = c;
  const end = c.bounds.to.getTime();
  const [facts, owed] = await Promise.all([
    periodVoucherFacts(c.deps, c.clubId, c.bounds),
    ledgerOwedAt(c.deps.db, c.clubId, c.bounds.to),
  ]);
  const asAt = new Date(end - 1).toISOString();
  const open = facts
    .map((voucher) => ({
      voucher,
      value: outstandingValue(voucher, end),
      uses: outstandingUses(voucher, end),
    }))
    .filter(({ value, uses }) => value > 0 || uses > 0);
  const voucherTotal = open.reduce((sum, { value }) => sum + value, 0);
  const line = (
    kind: string,
    number: string | null,
    product: string | null,
    validTo: string | null,
    uses: number | null,
    minor: number,
  ): Cell[] => [kind, number, product, validTo, uses, major(minor), c.currency, asAt];
  return {
    title: t('sheets.liability'),
    columns: [
      { label: t('columns.line'), kind: 'text' },
      { label: t('columns.voucherNumber'), kind: 'text' },
      { label: t('columns.product'), kind: 'text' },
      { label: t('columns.validTo'), kind: 'datetime' },
      { label: t('columns.usesLeft'), kind: 'int' },
      { label: t('columns.outstanding'), kind: 'money' },
      { label: t('columns.currency'), kind: 'text' },
      { label: t('columns.at'), kind: 'datetime' },
    ],
    rows: [
      ...open.map(({ voucher, value, uses }) =>
        line(
          t('lineKinds.voucher'),
          voucher.voucherNumber,
          voucher.name,
          new Date(voucher.validTo).toISOString(),
          voucher.usesTotal === null ? null : uses,
          value,
        ),
      ),
      line(t('lineKinds.ballMoney'), null, null, null, null, owed.ballMoneyMinor),
      line(t('lineKinds.giftCard'), null, null, null, null, owed.giftCardMinor),
      line(
        t('lineKinds.total'),
        null,
        null,
        null,
        null,
        voucherTotal + owed.ballMoneyMinor + owed.giftCardMinor,
      ),
    ],
  };
}

const BUILDERS: Record<ReportKind, (c: ReportContext) => Promise<ReportTable>> = {
  sales: salesTable,
  issued: issuedTable,
  vat: vatTable,
  liability: liabilityTable,
};

/** One report of the caller's club for the period, as a table in the caller's language. */
export async function buildReport(
  deps: Deps,
  auth: StaffContext,
  kind: ReportKind,
  period: Period,
  locale: Locale,
) {
  const club = await findClub(deps.db, auth.clubId);
  if (!club) throw new AppError('CLUB_NOT_FOUND');
  const table = await BUILDERS[kind]({
    deps,
    clubId: auth.clubId,
    timeZone: club.timezone,
    currency: clubCurrency(club.countryCode),
    bounds: periodBounds(period, club.timezone),
    t: memoized(translatorIn(locale, 'partner.reports')),
  });
  return { table, timeZone: club.timezone };
}

const gzipBytes = promisify(gzip);

/**
 * The reports that read only the club's sales data (orders, lines, credit notes, products, the
 * club): their files are kept per version of that data (report-cache.ts).
 */
const KEPT_REPORTS: ReadonlySet<ReportKind> = new Set(['sales', 'vat']);

/** The report's file, from the kept ones when its kind allows and the club's sales are unchanged. */
async function reportFile<T extends string | Buffer>(
  deps: Deps,
  auth: StaffContext,
  kind: ReportKind,
  period: Period,
  locale: Locale,
  format: 'csv' | 'csv.gz' | 'xlsx',
  write: (table: ReportTable, timeZone: string) => T | Promise<T>,
): Promise<T> {
  const build = async () => {
    const { table, timeZone } = await buildReport(deps, auth, kind, period, locale);
    return write(table, timeZone);
  };
  if (!KEPT_REPORTS.has(kind)) return build();
  // Every committed change to the club's sales is taken first, so the version is current.
  await refreshClubFigures(deps.db, auth.clubId);
  const version = await salesDataVersion(deps.db, auth.clubId);
  const key = [auth.clubId, version, kind, period.from, period.to, locale, format].join('|');
  return keptReport(deps.db, key, build);
}

/** How a CSV travels: gzip when the client accepts it (a browser always does), else as it is. */
export type CsvEncoding = 'gzip' | 'identity';

export function exportReportCsv(
  deps: Deps,
  auth: StaffContext,
  kind: ReportKind,
  period: Period,
  locale: Locale,
  encoding: CsvEncoding = 'identity',
) {
  // Bytes, not text, and compressed once when kept: a kept file is not encoded again per download.
  return reportFile(
    deps,
    auth,
    kind,
    period,
    locale,
    encoding === 'gzip' ? 'csv.gz' : 'csv',
    (table, timeZone) => {
      const bytes = Buffer.from(reportCsv(table, locale, timeZone), 'utf8');
      return encoding === 'gzip' ? gzipBytes(bytes) : bytes;
    },
  );
}

export function exportReportXlsx(
  deps: Deps,
  auth: StaffContext,
  kind: ReportKind,
  period: Period,
  locale: Locale,
) {
  return reportFile(deps, auth, kind, period, locale, 'xlsx', (table, timeZone) =>
    reportXlsx(table, timeZone),
  );
}

/** The download's file name: the report and the period ("sales-2026-11-01-2026-11-30.csv"). */
export const reportFileName = (kind: ReportKind, period: Period, extension: 'csv' | 'xlsx') =>
  `${kind}-${period.from}-${period.to}.${extension}`;
