import { z } from 'zod';
import { defineContract } from '../define';

export const getSession = defineContract({
  method: 'GET',
  path: '/session',
  auth: 'session',
  summary: "The caller's session: who it belongs to and when it expires if left unused",
  tags: ['session'],
  response: z.object({
    user_id: z.number(),
    email: z.string(),
    email_confirmed: z.boolean(),
    /** ISO 8601. */
    created_at: z.string(),
    /** ISO 8601; slides forward 30 days on every use. */
    expires_at: z.string(),
  }),
});
