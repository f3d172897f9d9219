import { z } from 'zod';
import { defineContract } from '../define';
import { OWNER_ONLY, zDay } from './shapes';

/** A period of club-local days, from and to inclusive, at most three years long. */
export const zPeriodFields = { from: zDay, to: zDay };

/** The period's checks, for any query holding `from` and `to`. */
export function periodChecks<T extends z.ZodType<{ from: string; to: string }>>(schema: T) {
  return schema
    .refine((period) => period.from <= period.to, { path: ['to'], error: 'partner.validation.periodOrder' })
    .refine((period) => Date.parse(period.to) - Date.parse(period.from) <= 3 * 366 * 86_400_000, {
      path: ['to'],
      error: 'partner.validation.periodTooLong',
    });
}

export const zPeriod = periodChecks(z.object(zPeriodFields));

/**
 * The figures of one product (or all) for the period (core domain/period-figures.ts): outstanding
 * at the start + issued − used − expired − refunded = outstanding at the end, in uses (vouchers with
 * a use count) and in money (major units). Revenue is what the club's paid orders sold in the
 * period, gross and net of VAT.
 */
const zPeriodFigures = z.object({
  issued_sold: z.number(),
  issued_given: z.number(),
  revenue_gross: z.number(),
  revenue_vat: z.number(),
  revenue_net: z.number(),
  redemptions: z.number(),
  uses_opening: z.number(),
  uses_issued: z.number(),
  uses_used: z.number(),
  uses_expired: z.number(),
  uses_refunded: z.number(),
  uses_closing: z.number(),
  opening: z.number(),
  issued: z.number(),
  used: z.number(),
  expired: z.number(),
  refunded: z.number(),
  closing: z.number(),
});

export const getPeriodReport = defineContract({
  method: 'GET',
  path: '/partner/reports/period',
  auth: 'staff',
  staffRoles: OWNER_ONLY,
  summary:
    'Issued, revenue, used, expired and outstanding per product for a period of club-local days, reconciling in uses and money, with sales and redemptions per day',
  tags: ['partner'],
  query: zPeriod,
  response: z.object({
    currency: z.string(),
    time_zone: z.string(),
    from: z.string(),
    to: z.string(),
    total: zPeriodFigures,
    per_product: z.array(zPeriodFigures.extend({ product_id: z.number().nullable(), name: z.string() })),
    /**
     * The period's redemptions per department where they were used (department_id null: at the
     * club, no department), with the clips and money they used; they add up to the total's
     * `redemptions`, `uses_used` and `used`.
     */
    per_department: z.array(
      z.object({
        department_id: z.number().nullable(),
        name: z.string().nullable(),
        redemptions: z.number(),
        uses_used: z.number(),
        used: z.number(),
      }),
    ),
    /** Credit notes written in the period (withdrawals), gross and VAT. */
    refunds: z.object({ gross: z.number(), vat: z.number() }),
    /** What the club owes golfers at the end of the period besides vouchers. */
    ball_money_owed: z.number(),
    gift_card_owed: z.number(),
    per_day: z.array(
      z.object({ day: z.string(), sold: z.number(), given: z.number(), redeemed: z.number() }),
    ),
  }),
});
