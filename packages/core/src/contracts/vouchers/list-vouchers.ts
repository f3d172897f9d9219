import { z } from 'zod';
import { latitudeSchema, longitudeSchema } from '../../validation/coordinates';
import { defineContract } from '../define';
import { VOUCHER_SORTS, zVoucherFilters, zVoucherItem } from './shapes';

export const VOUCHER_PAGE_DEFAULT = 20;
export const VOUCHER_PAGE_MAX = 100;
/**
 * A filtered list (search, filters, grouped) counts its matches up to this many: `total` is then
 * this number and `total_capped` true ("1,000+"), so a search costs the same however many of the
 * golfer's vouchers match. The unfiltered list's total is exact (a kept count), as is
 * GET /vouchers/count.
 */
export const VOUCHER_LIST_TOTAL_CAP = 1000;

export const zListVouchersQuery = zVoucherFilters
  .extend({
    offset: z.coerce.number({ error: 'validation.invalid' }).int().min(0).max(1_000_000).default(0),
    limit: z.coerce
      .number({ error: 'validation.invalid' })
      .int()
      .min(1)
      .max(VOUCHER_PAGE_MAX, { error: 'validation.invalid' })
      .default(VOUCHER_PAGE_DEFAULT),
    /** club_az (club then voucher name; default), valid_until (soonest first), nearest (needs a position). */
    sort: z.enum(VOUCHER_SORTS, { error: 'validation.invalid' }).default('club_az'),
    latitude: latitudeSchema.optional(),
    longitude: longitudeSchema.optional(),
  })
  .superRefine((query, ctx) => {
    if (query.sort !== 'nearest') return;
    if (query.latitude === undefined)
      ctx.addIssue({ code: 'custom', path: ['latitude'], message: 'validation.required' });
    if (query.longitude === undefined)
      ctx.addIssue({ code: 'custom', path: ['longitude'], message: 'validation.required' });
  });

export const listVouchers = defineContract({
  method: 'GET',
  path: '/vouchers',
  auth: 'confirmed',
  summary: "The caller's vouchers, filtered, sorted and paged",
  tags: ['vouchers'],
  query: zListVouchersQuery,
  response: z.object({
    items: z.array(zVoucherItem),
    /** How many items the list shows in all; at most VOUCHER_LIST_TOTAL_CAP when filtered. */
    total: z.number(),
    /** True when there are more than `total` (a filtered list counted up to its cap). */
    total_capped: z.boolean(),
  }),
});
