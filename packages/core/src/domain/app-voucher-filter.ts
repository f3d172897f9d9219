/**
 * The kind filters of the app's voucher list (spec §2 "Vouchers list": all, personal, loyalty,
 * offer, card, dr_ecard, free), in the order the app shows them.
 */
export const APP_VOUCHER_FILTERS = [
  'all',
  'personal',
  'loyalty',
  'offer',
  'card',
  'dr_ecard',
  'free',
] as const;
export type AppVoucherFilter = (typeof APP_VOUCHER_FILTERS)[number];

/** What the filter needs from a voucher. */
export interface FilterableVoucher {
  type: string;
  category: string;
  /** Decimal text; '0' means free (§3). */
  value: string;
}

export function isAppVoucherFilter(value: unknown): value is AppVoucherFilter {
  return typeof value === 'string' && (APP_VOUCHER_FILTERS as readonly string[]).includes(value);
}

/** True for a driving-range e-card: category driving_range or type ecard. */
export function isDrivingRangeCard(voucher: FilterableVoucher): boolean {
  return voucher.category === 'driving_range' || voucher.type === 'ecard';
}

/**
 * Whether a voucher belongs under a filter.
 * Invariants:
 * - 'all' takes every voucher;
 * - 'personal', 'loyalty', 'offer' take exactly that type (driving-range cards excepted, which
 *   belong to 'dr_ecard' only);
 * - 'card' takes the club cards: intro cards and golf circles;
 * - 'dr_ecard' takes driving-range e-cards (category driving_range or type ecard);
 * - 'free' takes vouchers whose value is zero, whatever their type.
 */
export function matchesAppFilter(voucher: FilterableVoucher, filter: AppVoucherFilter): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'free':
      return Number.parseFloat(voucher.value) === 0;
    case 'dr_ecard':
      return isDrivingRangeCard(voucher);
    case 'card':
      return !isDrivingRangeCard(voucher) && (voucher.type === 'introcard' || voucher.type === 'golf_circle');
    default:
      return !isDrivingRangeCard(voucher) && voucher.type === filter;
  }
}

/** How many vouchers each filter takes (the counts beside the filter chips). */
export function countByAppFilter(vouchers: readonly FilterableVoucher[]): Record<AppVoucherFilter, number> {
  const counts = Object.fromEntries(APP_VOUCHER_FILTERS.map((f) => [f, 0])) as Record<
    AppVoucherFilter,
    number
  >;
  for (const voucher of vouchers) {
    for (const filter of APP_VOUCHER_FILTERS) if (matchesAppFilter(voucher, filter)) counts[filter] += 1;
  }
  return counts;
}
