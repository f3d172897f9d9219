import { z } from 'zod';
import { updateWithTicketSchema } from '../../validation/federation';
import { defineContract } from '../define';

/** From the profile: puts the golf ID of a union sign-in on the signed-in account. */
export const linkGolfIdToAccount = defineContract({
  method: 'POST',
  path: '/user/golfids/link',
  auth: 'session',
  summary:
    "Links, adds or replaces a golf ID on the signed-in account with the ticket of a union sign-in (the federation result's updateSessionId)",
  tags: ['federation'],
  body: updateWithTicketSchema,
  response: z.object({ data: z.object({ golf_ids: z.array(z.string()) }) }),
});
