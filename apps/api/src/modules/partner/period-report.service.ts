import { addDays, isoDay, localToInstant, parseIsoDay } from '@golfwallet/core/domain/local-time';
import {
  emptyFigures,
  type PeriodFigures,
  sumFigures,
  type VoucherFacts,
} from '@golfwallet/core/domain/period-figures';
import { AppError } from '@golfwallet/core/errors/app-error';
import type { Deps } from '../../deps';
import { findClub } from '../redemption/redemption.service';
import { clubCurrency } from './club-currency';
import {
  dayCountsOfPeriod,
  departmentUsesOfPeriod,
  type PeriodDays,
  productFiguresOfPeriod,
  refreshClubFigures,
} from './club-figures.repository';
import { revenuePerProduct } from './club-revenue.repository';
import {
  ledgerOwedAt,
  type PeriodBounds,
  refundsOfPeriod,
  voucherFactsOfPeriod,
} from './period-report.repository';
import type { StaffContext } from './staff-auth';

export interface Period {
  from: string;
  to: string;
}

/** The days of a period, `to` inclusive, as the kept figures read them (`until` exclusive). */
export function periodDays(period: Period): PeriodDays {
  const to = parseIsoDay(period.to);
  if (!parseIsoDay(period.from) || !to) throw new AppError('VALIDATION_FAILED');
  return { from: period.from, until: isoDay(addDays(to, 1)) };
}

/** The instants of a period of club-local days, `to` inclusive. */
export function periodBounds(period: Period, timeZone: string): PeriodBounds {
  const from = parseIsoDay(period.from);
  const to = parseIsoDay(period.to);
  if (!from || !to) throw new AppError('VALIDATION_FAILED');
  return { from: localToInstant(from, timeZone), to: localToInstant(addDays(to, 1), timeZone) };
}

const major = (minor: number) => Math.round(minor) / 100;
const epoch = (value: Date | string) => (value instanceof Date ? value : new Date(value)).getTime();

interface Revenue {
  grossMinor: number;
  vatMinor: number;
}

function presentFigures(figures: PeriodFigures, revenue: Revenue) {
  return {
    issued_sold: figures.issued_sold,
    issued_given: figures.issued_given,
    revenue_gross: major(revenue.grossMinor),
    revenue_vat: major(revenue.vatMinor),
    revenue_net: major(revenue.grossMinor - revenue.vatMinor),
    redemptions: figures.redemptions,
    uses_opening: figures.uses_opening,
    uses_issued: figures.uses_issued,
    uses_used: figures.uses_used,
    uses_expired: figures.uses_expired,
    uses_refunded: figures.uses_refunded,
    uses_closing: figures.uses_closing,
    opening: major(figures.opening_minor),
    issued: major(figures.issued_minor),
    used: major(figures.used_minor),
    expired: major(figures.expired_minor),
    refunded: major(figures.refunded_minor),
    closing: major(figures.closing_minor),
  };
}

/** The club's vouchers that matter to the period, as core's period figures read them. */
export async function periodVoucherFacts(deps: Deps, clubId: number, bounds: PeriodBounds) {
  const rows = await voucherFactsOfPeriod(deps.db, clubId, bounds);
  return rows.map((row): VoucherFacts & { voucherNumber: string } => ({
    voucherNumber: row.voucherNumber,
    productId: row.productId,
    name: row.name,
    pricePaidMinor: Number(row.pricePaidMinor),
    usesTotal: row.usesTotal,
    issuedAt: row.issuedAt.getTime(),
    validTo: row.validTo.getTime(),
    withdrawnAt: row.withdrawnAt === null ? null : epoch(row.withdrawnAt),
    redeemedAt: row.redeemedAt ? row.redeemedAt.split(',').map(Number) : [],
  }));
}

/**
 * The back office's overview of a period (issue #35): per product issued (sold / given), revenue
 * gross, VAT and net, redemptions, and the reconciliation in uses and money (core period-figures),
 * with the club's other debts to golfers by the ledger and sales and redemptions per local day.
 * The figures are core's addVoucherFigures summed per product, kept per club-local day by the
 * database (club-figures.repository.ts) and summed for the period.
 */
export async function getPeriodReport(deps: Deps, auth: StaffContext, period: Period) {
  const club = await findClub(deps.db, auth.clubId);
  if (!club) throw new AppError('CLUB_NOT_FOUND');
  const bounds = periodBounds(period, club.timezone);
  const days = periodDays(period);
  await refreshClubFigures(deps.db, auth.clubId);
  const [productFigures, dayCounts, revenue, refunds, owed, departments] = await Promise.all([
    productFiguresOfPeriod(deps.db, auth.clubId, days),
    dayCountsOfPeriod(deps.db, auth.clubId, days),
    revenuePerProduct(deps.db, auth.clubId, days),
    refundsOfPeriod(deps.db, auth.clubId, bounds),
    ledgerOwedAt(deps.db, auth.clubId, bounds.to),
    departmentUsesOfPeriod(deps.db, auth.clubId, days),
  ]);
  const products = new Map<number | null, { name: string; figures: PeriodFigures; revenue: Revenue }>();
  const entry = (productId: number | null, name: string) => {
    let found = products.get(productId);
    if (!found) {
      found = { name, figures: emptyFigures(), revenue: { grossMinor: 0, vatMinor: 0 } };
      products.set(productId, found);
    }
    return found;
  };
  // Vouchers without a product are kept per name; the overview shows them as one row.
  for (const row of productFigures) {
    const found = entry(row.productId, row.name);
    found.figures = sumFigures([found.figures, row.figures]);
  }
  for (const row of revenue) {
    const found = entry(row.productId, row.name);
    found.revenue = { grossMinor: Number(row.grossMinor), vatMinor: Number(row.vatMinor) };
  }
  const sorted = [...products.entries()].sort(
    ([a], [b]) => (a ?? Number.MAX_SAFE_INTEGER) - (b ?? Number.MAX_SAFE_INTEGER),
  );
  const per_product = sorted.map(([productId, value]) => ({
    product_id: productId,
    name: value.name,
    ...presentFigures(value.figures, value.revenue),
  }));
  const total = presentFigures(
    sumFigures(sorted.map(([, value]) => value.figures)),
    sorted.reduce(
      (sum, [, value]) => ({
        grossMinor: sum.grossMinor + value.revenue.grossMinor,
        vatMinor: sum.vatMinor + value.revenue.vatMinor,
      }),
      { grossMinor: 0, vatMinor: 0 },
    ),
  );

  return {
    currency: clubCurrency(club.countryCode),
    time_zone: club.timezone,
    from: period.from,
    to: period.to,
    total,
    per_product,
    per_department: departments.map((row) => ({
      department_id: row.departmentId,
      name: row.name,
      redemptions: row.redemptions,
      uses_used: row.usesUsed,
      used: major(row.usedMinor),
    })),
    refunds: { gross: major(refunds.grossMinor), vat: major(refunds.vatMinor) },
    ball_money_owed: major(owed.ballMoneyMinor),
    gift_card_owed: major(owed.giftCardMinor),
    per_day: perDay(dayCounts, period),
  };
}

/** Vouchers sold and given and redemptions per club-local day of the period, every day listed. */
function perDay(
  counted: readonly { day: string; sold: number; given: number; redeemed: number }[],
  period: Period,
) {
  const days = new Map<string, { day: string; sold: number; given: number; redeemed: number }>();
  let day = parseIsoDay(period.from);
  while (day && days.size < 3 * 366 + 1) {
    const key = isoDay(day);
    days.set(key, { day: key, sold: 0, given: 0, redeemed: 0 });
    if (key >= period.to) break;
    day = addDays(day, 1);
  }
  for (const count of counted) {
    const row = days.get(count.day);
    if (!row) continue;
    row.sold += count.sold;
    row.given += count.given;
    row.redeemed += count.redeemed;
  }
  return [...days.values()];
}
