import { z } from 'zod';
import { emailSchema, loginPasswordSchema } from '../../validation/fields';
import { defineContract } from '../define';

export const staffLogin = defineContract({
  method: 'POST',
  path: '/partner/session',
  auth: 'public',
  summary: 'Club staff log in (a staff session, separate from golfer sessions); the first club is current',
  tags: ['partner'],
  body: z.strictObject({ email: emailSchema, password: loginPasswordSchema }),
  response: z.object({ session_id: z.string(), staff_id: z.number(), club_id: z.number() }),
});
