/**
 * The club back office's figures for a period (issue #35), in uses and in money, from the facts of
 * each voucher: what it cost, its uses, when it was issued, when it expires, when a withdrawal took
 * it back, and the instants of its redemptions (the redemptions table, the ledger of uses).
 *
 * A voucher's outstanding value at an instant T (what the club still owes on it):
 *  - 0 before it was issued, from its expiry on, and from a withdrawal on;
 *  - a voucher with a use count: price × uses left at T ÷ uses, rounded to the minor unit;
 *  - an unlimited voucher: its whole price.
 * A gift (given, not sold from an order: the caller passes price 0) is issued at 0 and owes 0.
 *
 * Per period [from, to) the figures reconcile exactly, in uses (vouchers with a use count) and in
 * money:  outstanding at from + issued − used − expired − refunded = outstanding at to.
 * `used` in money is what each redemption took off the outstanding value (the rounding telescopes,
 * so a 3-use card of 100,00 is used 33,33 + 33,34 + 33,33); `expired` is what was left at expiry
 * (breakage); `refunded` is what was left when a withdrawal took the voucher back.
 */

export interface VoucherFacts {
  productId: number | null;
  name: string;
  pricePaidMinor: number;
  /** null: unlimited (no use count). */
  usesTotal: number | null;
  issuedAt: number;
  validTo: number;
  /** When a withdrawal deactivated it; null when it was not withdrawn. */
  withdrawnAt: number | null;
  /** Epoch ms of its redemptions, any order. */
  redeemedAt: readonly number[];
}

export interface PeriodFigures {
  issued_sold: number;
  issued_given: number;
  /** Redemptions in the period (of every voucher, with or without a use count). */
  redemptions: number;
  uses_opening: number;
  uses_issued: number;
  uses_used: number;
  uses_expired: number;
  uses_refunded: number;
  uses_closing: number;
  /** Money, minor units. */
  opening_minor: number;
  issued_minor: number;
  used_minor: number;
  expired_minor: number;
  refunded_minor: number;
  closing_minor: number;
}

export const emptyFigures = (): PeriodFigures => ({
  issued_sold: 0,
  issued_given: 0,
  redemptions: 0,
  uses_opening: 0,
  uses_issued: 0,
  uses_used: 0,
  uses_expired: 0,
  uses_refunded: 0,
  uses_closing: 0,
  opening_minor: 0,
  issued_minor: 0,
  used_minor: 0,
  expired_minor: 0,
  refunded_minor: 0,
  closing_minor: 0,
});

/** Uses left just before instant `at` (redemptions strictly before it). */
function usesLeftBefore(voucher: VoucherFacts, at: number): number {
  const total = voucher.usesTotal ?? 0;
  return total - voucher.redeemedAt.filter((instant) => instant < at).length;
}

/** The instant the voucher stops being owed: its expiry or its withdrawal, whichever is first. */
function endOf(voucher: VoucherFacts): number {
  return voucher.withdrawnAt === null ? voucher.validTo : Math.min(voucher.validTo, voucher.withdrawnAt);
}

function valueAtLeft(voucher: VoucherFacts, left: number): number {
  if (voucher.usesTotal === null || voucher.usesTotal <= 0) return voucher.pricePaidMinor;
  return Math.round((voucher.pricePaidMinor * Math.max(left, 0)) / voucher.usesTotal);
}

/** Whether the voucher is owed at instant T (issued, not yet expired or withdrawn). */
const owedAt = (voucher: VoucherFacts, at: number) => voucher.issuedAt < at && endOf(voucher) >= at;

/** Outstanding uses at instant T (0 for an unlimited voucher). */
export function outstandingUses(voucher: VoucherFacts, at: number): number {
  if (voucher.usesTotal === null || !owedAt(voucher, at)) return 0;
  return Math.max(usesLeftBefore(voucher, at), 0);
}

/** Outstanding value at instant T, minor units. */
export function outstandingValue(voucher: VoucherFacts, at: number): number {
  if (!owedAt(voucher, at)) return 0;
  return valueAtLeft(voucher, usesLeftBefore(voucher, at));
}

/** Adds one voucher's figures for [from, to) to `into`. */
export function addVoucherFigures(into: PeriodFigures, voucher: VoucherFacts, from: number, to: number) {
  const within = (at: number) => at >= from && at < to;
  const limited = voucher.usesTotal !== null;
  into.uses_opening += outstandingUses(voucher, from);
  into.opening_minor += outstandingValue(voucher, from);
  into.uses_closing += outstandingUses(voucher, to);
  into.closing_minor += outstandingValue(voucher, to);
  if (within(voucher.issuedAt)) {
    if (voucher.pricePaidMinor > 0) into.issued_sold += 1;
    else into.issued_given += 1;
    into.issued_minor += voucher.pricePaidMinor;
    if (limited) into.uses_issued += voucher.usesTotal ?? 0;
  }
  const sorted = [...voucher.redeemedAt].sort((a, b) => a - b);
  sorted.forEach((instant, index) => {
    if (!within(instant)) return;
    into.redemptions += 1;
    if (!limited) return;
    into.uses_used += 1;
    const total = voucher.usesTotal ?? 0;
    into.used_minor += valueAtLeft(voucher, total - index) - valueAtLeft(voucher, total - index - 1);
  });
  const end = endOf(voucher);
  if (end > voucher.issuedAt && within(end)) {
    const left = limited ? Math.max(usesLeftBefore(voucher, end), 0) : 0;
    const value = valueAtLeft(voucher, left);
    const withdrawn = voucher.withdrawnAt !== null && voucher.withdrawnAt <= voucher.validTo;
    if (withdrawn) {
      into.uses_refunded += left;
      into.refunded_minor += value;
    } else {
      into.uses_expired += left;
      into.expired_minor += value;
    }
  }
}

export function sumFigures(rows: readonly PeriodFigures[]): PeriodFigures {
  const total = emptyFigures();
  for (const row of rows) {
    for (const key of Object.keys(total) as (keyof PeriodFigures)[]) total[key] += row[key];
  }
  return total;
}

/** True when the period's figures reconcile, in uses and in money (the equation the page shows). */
export function reconciles(f: PeriodFigures): boolean {
  return (
    f.uses_opening + f.uses_issued - f.uses_used - f.uses_expired - f.uses_refunded === f.uses_closing &&
    f.opening_minor + f.issued_minor - f.used_minor - f.expired_minor - f.refunded_minor === f.closing_minor
  );
}
