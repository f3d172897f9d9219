import { z } from 'zod';
import { idSchema } from '../../validation/fields';
import { defineContract } from '../define';
import { zOptionalIdempotencyHeaders } from '../idempotency';
import { ANY_STAFF } from './shapes';

export const deskRedeem = defineContract({
  method: 'POST',
  path: '/partner/desk/redeem',
  auth: 'staff',
  staffRoles: ANY_STAFF,
  summary:
    'Redeems one use of a voucher at the current club: every restriction checked under the voucher’s row lock, the use taken by a conditional update',
  tags: ['partner'],
  headers: zOptionalIdempotencyHeaders,
  body: z.strictObject({
    voucher_id: idSchema,
    department_id: idSchema.optional(),
    playing_with_member: z.string().trim().max(100, { error: 'validation.tooLong' }).optional(),
  }),
  response: z.object({
    redemption_id: z.number(),
    voucher_id: z.number(),
    uses_left: z.number().nullable(),
    /** ISO time; undo is possible until undo_until. */
    redeemed_at: z.string(),
    undo_until: z.string(),
  }),
});
