import { z } from 'zod';
import { idSchema } from '../../validation/fields';
import { defineContract } from '../define';
import { OWNER_ONLY } from './shapes';

/** Who gets an offer; only golfers who accepted club offers (accept_offers) are ever chosen. */
export const OFFER_AUDIENCES = ['home_club', 'union', 'purchasers'] as const;

export const sendOffer = defineContract({
  method: 'POST',
  path: '/partner/offers',
  auth: 'staff',
  staffRoles: OWNER_ONLY,
  summary:
    'Sends a product of the current club as a voucher to golfers who accepted offers: home club members, members of its union, or earlier buyers at the club',
  tags: ['partner'],
  body: z.strictObject({
    product_id: idSchema,
    audience: z.enum(OFFER_AUDIENCES, { error: 'validation.invalid' }),
    /**
     * Required (true) when the same product already went to the same audience: every golfer gets
     * one more voucher. Without it such a repeat answers 409 OFFER_ALREADY_SENT.
     */
    confirm_repeat: z.boolean().optional(),
  }),
  response: z.object({ sent: z.number() }),
  status: 201,
});
