import { z } from 'zod';
import {
  PRODUCT_NAME_MAX,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_USES_MAX,
  PRODUCT_VALIDITY_MAX_DAYS,
  PRODUCT_PRICE_MAX,
  CURRENCIES,
} from './product-limits';
import { REDUCTION_TYPES, VOUCHER_CATEGORIES, VOUCHER_TYPES } from '../domain/voucher';
import { zVoucherRestrictions } from '../domain/voucher-schema';
import { parseServerDate } from '../format/dates';
import { DATE_PATTERN } from './field-limits';

/**
 * A club's product as the portal edits it (spec §3 Product, with every restriction of the
 * restriction engine). The portal form and the API validate with this one schema; messages are
 * i18n keys (section `validation`, and `partner.validation` for the product rules).
 */

/** A real calendar day yyyy-mm-dd (years 2000 to 2999): a date filter or the end of an offer. */
export const zCalendarDay = z
  .string({ error: 'validation.invalid' })
  .regex(DATE_PATTERN, { error: 'validation.invalid' })
  .refine(
    (text) => {
      const day = parseServerDate(text);
      return day !== null && day.year >= 2000 && day.year <= 2999;
    },
    { error: 'validation.invalid' },
  );

const positiveInt = (max: number) =>
  z
    .number({ error: 'validation.required' })
    .int({ error: 'validation.invalid' })
    .min(1, { error: 'validation.invalid' })
    .max(max, { error: 'validation.invalid' });

/** Decimal text as vouchers carry it ('350', '12.5'); '0' means free. */
const valueText = z
  .string({ error: 'validation.required' })
  .trim()
  .regex(/^\d{1,7}([.,]\d{1,2})?$/, { error: 'partner.validation.value' })
  .transform((value) => value.replace(',', '.'));

export const zProductInput = z
  .strictObject({
    name: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, { error: 'validation.required' })
      .max(PRODUCT_NAME_MAX, { error: 'validation.tooLong' }),
    description: z.string().trim().max(PRODUCT_DESCRIPTION_MAX, { error: 'validation.tooLong' }).optional(),
    type: z.enum(VOUCHER_TYPES, { error: 'validation.invalid' }),
    category: z.enum(VOUCHER_CATEGORIES, { error: 'validation.invalid' }),
    /** The discount: a set price, a fixed amount off (reduceprice) or a percentage off (reducepercent). */
    reduction_type: z.enum(REDUCTION_TYPES, { error: 'validation.invalid' }),
    value: valueText,
    /** What the golfer pays in the shop, in major units. */
    price: z
      .number({ error: 'validation.required' })
      .min(0, { error: 'validation.invalid' })
      .max(PRODUCT_PRICE_MAX, { error: 'validation.invalid' }),
    currency: z.enum(CURRENCIES, { error: 'validation.invalid' }),
    /** Uses per voucher (a clip card has several); null = unlimited. */
    uses: positiveInt(PRODUCT_USES_MAX).nullable(),
    /** For unlimited vouchers: at most this many uses a day. */
    max_per_day: positiveInt(100).nullable(),
    /** Validity after purchase, in days. */
    validity_days: positiveInt(PRODUCT_VALIDITY_MAX_DAYS),
    /** Limited offer: on sale until this day (yyyy-mm-dd) and/or while the stock lasts. */
    limited_until: zCalendarDay.nullable(),
    stock_left: z
      .number({ error: 'validation.required' })
      .int({ error: 'validation.invalid' })
      .min(0, { error: 'validation.invalid' })
      .max(1_000_000, { error: 'validation.invalid' })
      .nullable(),
    paid_after_redemption: z.boolean(),
    /** Driving-range baskets, in balls. */
    baskets: z.array(positiveInt(1000)).max(10, { error: 'validation.invalid' }),
    /** Departments of the club where it is valid; empty = the whole club. */
    department_ids: z
      .array(z.number().int().min(1).max(2_147_483_647, { error: 'validation.invalid' }))
      .max(50, { error: 'validation.invalid' }),
    can_be_self_redeemed: z.boolean(),
    restrictions: zVoucherRestrictions,
  })
  .superRefine((product, ctx) => {
    const amount = Number(product.value);
    if (product.reduction_type === 'reducepercent' && (amount <= 0 || amount > 100)) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'partner.validation.percent' });
    }
    if (product.reduction_type === 'reduceprice' && amount <= 0) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'partner.validation.reduceAmount' });
    }
    if (product.category === 'driving_range' && product.baskets.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['baskets'], message: 'partner.validation.basketsRequired' });
    }
    if (product.category !== 'driving_range' && product.baskets.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['baskets'], message: 'partner.validation.basketsOnlyRange' });
    }
    if (product.max_per_day !== null && product.uses !== null) {
      ctx.addIssue({
        code: 'custom',
        path: ['max_per_day'],
        message: 'partner.validation.maxPerDayUnlimited',
      });
    }
    const r = product.restrictions;
    if (r.valid_time_from !== undefined && r.valid_time_from === r.valid_time_to) {
      ctx.addIssue({
        code: 'custom',
        path: ['restrictions', 'valid_time_to'],
        message: 'partner.validation.emptyWindow',
      });
    }
    for (const [day, window] of Object.entries(r.valid_weekdays ?? {})) {
      if (window && window.from === window.to) {
        ctx.addIssue({
          code: 'custom',
          path: ['restrictions', 'valid_weekdays', day],
          message: 'partner.validation.emptyWindow',
        });
      }
    }
    if (
      r.valid_times_per_day !== undefined &&
      r.valid_times_per_week !== undefined &&
      r.valid_times_per_day > r.valid_times_per_week
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['restrictions', 'valid_times_per_day'],
        message: 'partner.validation.dayOverWeek',
      });
    }
    if (
      product.uses !== null &&
      r.valid_times_per_day !== undefined &&
      r.valid_times_per_day > product.uses
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['restrictions', 'valid_times_per_day'],
        message: 'partner.validation.overUses',
      });
    }
  });
export type ProductInput = z.output<typeof zProductInput>;
export type ProductFormValues = z.input<typeof zProductInput>;
