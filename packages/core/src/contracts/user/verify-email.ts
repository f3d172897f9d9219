import { z } from 'zod';
import { emailVerifySchema } from '../../validation/email-verification';
import { defineContract } from '../define';

export const verifyEmail = defineContract({
  method: 'POST',
  path: '/user/email-verify',
  auth: 'public',
  summary: 'Confirms the e-mail with the single-use key from the verification mail',
  tags: ['user'],
  body: emailVerifySchema,
  response: z.object({ email_confirmed: z.literal(true), first_name: z.string() }),
});
