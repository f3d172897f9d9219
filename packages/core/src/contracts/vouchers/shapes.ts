import { z } from 'zod';
import { REDUCTION_TYPES, VOUCHER_CATEGORIES, VOUCHER_TYPES } from '../../domain/voucher';
import { zVoucherRestrictions } from '../../domain/voucher-schema';

/** Shapes shared by the voucher operations (§3 Voucher). */

/** A query-string flag: 0/1/true/false (or a boolean from the typed client). */
export const zQueryFlag = z
  .union([z.boolean(), z.enum(['0', '1', 'true', 'false'])], { error: 'validation.invalid' })
  .transform((value) => value === true || value === '1' || value === 'true');

export const MAX_IDS_PER_CALL = 100;

/**
 * Voucher ids in a path, comma-joined ("12" or "12,13,14"): at most 100, duplicates dropped,
 * order kept.
 */
export const zVoucherIdList = z
  .string({ error: 'validation.invalid' })
  .regex(/^\d{1,10}(,\d{1,10})*$/, { error: 'validation.invalid' })
  .transform((text) => [...new Set(text.split(',').map(Number))])
  .pipe(
    z
      .array(z.number().int().min(1).max(2_147_483_647, { error: 'validation.invalid' }))
      .min(1)
      .max(MAX_IDS_PER_CALL, { error: 'validation.invalid' }),
  );

export const VOUCHER_SORTS = ['club_az', 'valid_until', 'nearest'] as const;
export type VoucherSort = (typeof VOUCHER_SORTS)[number];

export const VOUCHER_SEARCH_MAX = 100;

/**
 * The filters the list and the count share (§7 GET /vouchers, §9 list filter):
 * - active: only active vouchers whose validity has not ended.
 * - with_pdf: 1 only printed, 0 only unprinted; absent both.
 * - only_unused: only vouchers with uses left (unlimited ones count as having uses).
 * - favourites: only favourites.
 * - search: case-insensitive part of the voucher name or the club (owner) name.
 * - include_ecards: driving-range e-cards (category driving_range or type ecard) are left out
 *   unless this is 1 (the web list never shows them).
 * - group: 'order' folds unprinted identical vouchers (same order and product) into one item
 *   with their count; 'none' (default) gives one item per voucher.
 */
export const zVoucherFilters = z.object({
  active: zQueryFlag.optional(),
  with_pdf: zQueryFlag.optional(),
  only_unused: zQueryFlag.optional(),
  favourites: zQueryFlag.optional(),
  include_ecards: zQueryFlag.optional(),
  search: z.string().trim().max(VOUCHER_SEARCH_MAX, { error: 'validation.tooLong' }).optional(),
  group: z.enum(['order', 'none'], { error: 'validation.invalid' }).optional(),
});
export type VoucherFilters = z.output<typeof zVoucherFilters>;

/** One voucher (or, grouped, one group of identical vouchers) as the lists show it. */
export const zVoucherItem = z.object({
  voucher_id: z.number(),
  order_id: z.number().nullable(),
  product_id: z.number().nullable(),
  voucher_number: z.string(),
  /** The voucher's name; `name` carries the same text for older clients. */
  voucher_name: z.string(),
  name: z.string(),
  /** The issuing club's name. */
  owner_name: z.string(),
  product_name: z.string(),
  image_url: z.string().nullable(),
  /** The issuing club's logo. */
  logo_url: z.string().nullable(),
  type: z.enum(VOUCHER_TYPES),
  category: z.enum(VOUCHER_CATEGORIES),
  /** Decimal text; '0' means free. */
  value: z.string(),
  reduction_type: z.enum(REDUCTION_TYPES),
  currency: z.string(),
  /** Number of uses it was issued with; null is unlimited. */
  valid_times: z.number().nullable(),
  /** Unix seconds. */
  valid_from: z.number(),
  valid_to: z.number(),
  /** True once printed (printed vouchers are not shown in the mobile app). */
  pdf: z.boolean(),
  /** Unix seconds of the last print, or null. */
  printed_at: z.number().nullable(),
  /** How many identical vouchers this item stands for (1 unless the list is grouped). */
  count: z.number(),
  favourite: z.boolean(),
  active: z.boolean(),
  info: z.string().nullable(),
  can_be_self_redeemed: z.boolean(),
  /** Where it can be used; empty lists mean the issuing club only. */
  where: z.object({ club_ids: z.array(z.number()), department_ids: z.array(z.number()) }),
  uses_left: z.number().nullable(),
  uses_total: z.number().nullable(),
  has_pin: z.boolean(),
  /** True while a transfer of it waits for the recipient: it cannot be redeemed, printed or sent again. */
  in_transfer: z.boolean(),
  /** The waiting transfer it is in (the sender withdraws it with DELETE /voucher/transfer/{id}), or null. */
  transfer_id: z.number().nullable(),
  restrictions: zVoucherRestrictions,
  club_id: z.number(),
  /**
   * Last (an optional key is serialized last). A gift card: what is left on it (its ledger balance, minor units), which the badge shows
   * instead of the value it was issued with; null (or absent, from older servers) for any other
   * voucher.
   */
  gift_card_remaining_minor: z.number().int().nonnegative().nullable().optional(),
});
export type VoucherItem = z.infer<typeof zVoucherItem>;
