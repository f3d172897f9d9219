import { z } from 'zod';
import { idSchema } from '../../validation/fields';
import { defineContract } from '../define';
import { OFFER_AUDIENCES } from './send-offer';
import { OWNER_ONLY } from './shapes';

export const countOfferRecipients = defineContract({
  method: 'GET',
  path: '/partner/offers/recipients',
  auth: 'staff',
  staffRoles: OWNER_ONLY,
  summary:
    'How many golfers an offer of a product of the current club would reach in an audience, without sending it, and when the same product last went to the same audience',
  tags: ['partner'],
  query: z.object({
    product_id: idSchema,
    audience: z.enum(OFFER_AUDIENCES, { error: 'validation.invalid' }),
  }),
  response: z.object({
    recipients: z.number(),
    /** ISO 8601: the last time this product was sent to this audience; null if never. */
    last_sent_at: z.iso.datetime().nullable(),
  }),
});
