/** The voucher model of spec §3. */
export const VOUCHER_TYPES = ['personal', 'introcard', 'golf_circle', 'loyalty', 'offer', 'ecard'] as const;
export type VoucherType = (typeof VOUCHER_TYPES)[number];
export const VOUCHER_CATEGORIES = ['voucher', 'driving_range'] as const;
export type VoucherCategory = (typeof VOUCHER_CATEGORIES)[number];
export const REDUCTION_TYPES = ['setprice', 'reducepercent', 'reduceprice'] as const;
export type ReductionType = (typeof REDUCTION_TYPES)[number];

/** Weekdays are numbered 1 (Monday) to 7 (Sunday). */
export const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export type { TimeWindow, VoucherRestrictions } from './voucher-schema';
