import { z } from 'zod';
import {
  DISPENSER_NAME_MAX,
  BASKET_BALLS_MAX,
  BASKET_PRICE_MAX_MINOR,
  BASKET_PER_DAY_MAX,
  RANGE_PER_DAY_MAX,
  RANGE_WINDOW_MAX_MINUTES,
} from './range-limits';
import { MAX_BASKETS_PER_DISPENSER } from '../contracts/range/shapes';

/**
 * A club's driving range as the portal configures it (issue 15): each dispenser's name and basket
 * sizes with their ball-money price and daily cap, and the club's limits (dispenses per golfer per
 * day, and the window in minutes between two dispenses of one golfer). The portal form and the API
 * validate with these schemas; messages are i18n keys.
 */

const intBetween = (min: number, max: number) =>
  z
    .number({ error: 'validation.required' })
    .int({ error: 'validation.invalid' })
    .min(min, { error: 'validation.invalid' })
    .max(max, { error: 'validation.invalid' });

export const zBasketInput = z.strictObject({
  balls: intBetween(1, BASKET_BALLS_MAX),
  price_minor: intBetween(0, BASKET_PRICE_MAX_MINOR),
  max_per_day: intBetween(1, BASKET_PER_DAY_MAX),
});
export type BasketInput = z.output<typeof zBasketInput>;

export const zDispenserInput = z
  .strictObject({
    name: z
      .string({ error: 'validation.required' })
      .trim()
      .min(1, { error: 'validation.required' })
      .max(DISPENSER_NAME_MAX, { error: 'validation.tooLong' }),
    /** In the order the golfer sees them; 1 to 4 sizes (§2). */
    baskets: z
      .array(zBasketInput, { error: 'validation.invalid' })
      .min(1, { error: 'partner.validation.basketsRequired' })
      .max(MAX_BASKETS_PER_DISPENSER, { error: 'partner.validation.basketsMax' }),
  })
  .superRefine((dispenser, ctx) => {
    const seen = new Set<number>();
    for (const [index, basket] of dispenser.baskets.entries()) {
      if (seen.has(basket.balls)) {
        ctx.addIssue({
          code: 'custom',
          path: ['baskets', index, 'balls'],
          message: 'partner.validation.basketTwice',
        });
      }
      seen.add(basket.balls);
    }
  });
export type DispenserInput = z.output<typeof zDispenserInput>;
export type DispenserFormValues = z.input<typeof zDispenserInput>;

export const zRangeSettingsInput = z.strictObject({
  max_per_day: intBetween(1, RANGE_PER_DAY_MAX),
  window_minutes: intBetween(0, RANGE_WINDOW_MAX_MINUTES),
});
export type RangeSettingsInput = z.output<typeof zRangeSettingsInput>;
