import { z } from 'zod';
import { latitudeSchema, longitudeSchema } from '../../validation/coordinates';
import { idSchema } from '../../validation/fields';
import { defineContract } from '../define';
import { zOptionalIdempotencyHeaders } from '../idempotency';

export const dispense = defineContract({
  method: 'POST',
  path: '/range/dispense',
  auth: 'confirmed',
  summary:
    'Dispenses one basket: checks the position against the club radius and the limits, reserves one card use (or the ball money), commands the machine and settles on done or releases on fault or timeout',
  tags: ['range'],
  headers: zOptionalIdempotencyHeaders,
  body: z.strictObject({
    dispenser_id: idSchema,
    basket_id: idSchema,
    /** Pay with this driving-range card; without it, the club's ball money pays. */
    voucher_id: idSchema.optional(),
    latitude: latitudeSchema.optional(),
    longitude: longitudeSchema.optional(),
  }),
  response: z.object({
    reservation_id: z.number(),
    balls: z.number(),
    /** Card uses left after this dispense; null for ball money or unlimited cards. */
    card_uses_left: z.number().nullable(),
    /** Dispenses of this basket the caller has left today. */
    uses_left_today: z.number(),
  }),
});
