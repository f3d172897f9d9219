import { z } from 'zod';

/** At most 4 basket sizes per dispenser (§2). */
export const MAX_BASKETS_PER_DISPENSER = 4;

export const zBasket = z.object({
  basket_id: z.number(),
  balls: z.number(),
  /** Ball-money price in minor units. */
  price_minor: z.number(),
  max_per_day: z.number(),
  /** Dispenses of this basket the caller has left today (the club's daily limit included). */
  uses_left_today: z.number(),
});

export const zDispenser = z.object({
  dispenser_id: z.number(),
  name: z.string(),
  ready: z.boolean(),
  baskets: z.array(zBasket).max(MAX_BASKETS_PER_DISPENSER),
});

/** A driving-range card the caller can pay with: a basket card or a dr_ecard. */
export const zRangeCard = z.object({
  voucher_id: z.number(),
  name: z.string(),
  /** null for unlimited cards. */
  uses_left: z.number().nullable(),
});
