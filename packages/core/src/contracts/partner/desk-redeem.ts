import { z } from 'zod';
import { idSchema } from '../../validation/fields';
import { defineContract } from '../define';
import { zOptionalIdempotencyHeaders } from '../idempotency';
import { ANY_STAFF } from './shapes';

/** An amount taken from a gift card at the desk, in minor units: a whole number above 0. */
export const zGiftCardAmount = z
  .number({ error: 'partner.validation.value' })
  .int({ error: 'partner.validation.value' })
  .min(1, { error: 'partner.validation.value' })
  .max(100_000_000, { error: 'partner.validation.value' });

export const deskRedeem = defineContract({
  method: 'POST',
  path: '/partner/desk/redeem',
  auth: 'staff',
  staffRoles: ANY_STAFF,
  summary:
    'Redeems one use of a voucher at the current club: every restriction checked under the voucher’s row lock, the use taken by a conditional update; a gift card gives the amount taken from its remaining value (a ledger transfer), refused when more than is left',
  tags: ['partner'],
  headers: zOptionalIdempotencyHeaders,
  body: z.strictObject({
    voucher_id: idSchema,
    department_id: idSchema.optional(),
    playing_with_member: z.string().trim().max(100, { error: 'validation.tooLong' }).optional(),
    /** A gift card: the amount to take from its remaining value (minor units); required for one. */
    amount_minor: zGiftCardAmount.optional(),
  }),
  response: z.object({
    redemption_id: z.number(),
    voucher_id: z.number(),
    uses_left: z.number().nullable(),
    /** ISO 8601 (UTC), as the golfer's own redemption answers; undo is possible until undo_until. */
    redeemed_at: z.iso.datetime(),
    undo_until: z.iso.datetime(),
    /** A gift card: what is left on it after this redemption. */
    gift_card_remaining_minor: z.number().nullable().optional(),
  }),
});
