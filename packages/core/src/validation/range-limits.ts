/*
 * The limits of a club's range configuration and a new dispenser's starting values, apart from
 * the zod schemas (range-config.ts): the portal's form reads them without loading zod.
 */
import type { DispenserFormValues } from './range-config';

export const DISPENSER_NAME_MAX = 40;
export const BASKET_BALLS_MAX = 500;
/** Ball-money price in minor units (100 = one krone). */
export const BASKET_PRICE_MAX_MINOR = 100_000;
export const BASKET_PER_DAY_MAX = 50;
export const RANGE_PER_DAY_MAX = 100;
export const RANGE_WINDOW_MAX_MINUTES = 1440;

/** A new dispenser's starting values in the portal form: one basket of 30 balls. */
export function emptyDispenser(): DispenserFormValues {
  return { name: '', baskets: [{ balls: 30, price_minor: 2500, max_per_day: 5 }] };
}
