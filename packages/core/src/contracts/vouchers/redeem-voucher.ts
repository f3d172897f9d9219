import { z } from 'zod';
import { latitudeSchema, longitudeSchema } from '../../validation/coordinates';
import { idSchema, pinCodeSchema } from '../../validation/fields';
import { zPinAssertion } from '../webauthn/webauthn';
import { defineContract } from '../define';
import { zOptionalIdempotencyHeaders } from '../idempotency';

export const redeemVoucher = defineContract({
  method: 'POST',
  path: '/voucher/redeem',
  auth: 'confirmed',
  summary:
    'Uses one of the caller’s vouchers once at a club (or one of its departments): checks every restriction, the PIN and, for self-redemption, the distance to the club',
  tags: ['vouchers'],
  headers: zOptionalIdempotencyHeaders,
  body: z
    .strictObject({
      voucher_id: idSchema,
      club_id: idSchema,
      department_id: idSchema.optional(),
      /** Required when the voucher has a PIN, unless `assertion` confirms it. */
      pin: pinCodeSchema.optional(),
      /** The device's fingerprint or face in place of the PIN (POST /webauthn/confirm-pin/options). */
      assertion: zPinAssertion.optional(),
      /** The device position; required to self-redeem. */
      latitude: latitudeSchema.optional(),
      longitude: longitudeSchema.optional(),
      /** The golfer redeems it alone, near the club, without staff. */
      self_redeem: z.boolean().optional(),
      /** Name or member number of the member the golfer plays with (vouchers that require one). */
      playing_with_member: z.string().trim().max(100, { error: 'validation.tooLong' }).optional(),
    })
    .refine((body) => !(body.pin !== undefined && body.assertion !== undefined), {
      path: ['assertion'],
      message: 'validation.invalid',
    }),
  response: z.object({
    voucher_id: z.number(),
    redemption_id: z.number(),
    /** Uses left after this one; null for unlimited vouchers. */
    uses_left: z.number().nullable(),
    /** ISO 8601 (UTC), as everywhere in the API: the desk's redemptions answer the same way. */
    redeemed_at: z.iso.datetime(),
  }),
});
