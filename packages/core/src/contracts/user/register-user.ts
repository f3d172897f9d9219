import { z } from 'zod';
import { registrationSchema } from '../../validation/registration';
import { defineContract } from '../define';
import { zLocaleQuery } from './shapes';

export const registerUser = defineContract({
  method: 'POST',
  path: '/user',
  auth: 'public',
  summary:
    'Sign up, as a union member (checked against the registry) or without a union; sends a verification mail',
  tags: ['user'],
  query: zLocaleQuery,
  body: registrationSchema,
  status: 201,
  response: z.object({ user_id: z.number(), email: z.string(), email_confirmed: z.literal(false) }),
});
