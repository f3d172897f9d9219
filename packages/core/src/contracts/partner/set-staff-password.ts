import { z } from 'zod';
import { passwordSchema } from '../../validation/fields';
import { defineContract } from '../define';
import { zSuccess } from './shapes';

/** The key from a reset mail or an invitation; single use. */
export const zStaffKey = z
  .string({ error: 'validation.invalid' })
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: 'errors.invalidCode' });

export const setStaffPassword = defineContract({
  method: 'POST',
  path: '/partner/change-password',
  auth: 'public',
  summary:
    'Sets a staff password with the key of a reset mail or an invitation (accepting it joins the club); ends other staff sessions',
  tags: ['partner'],
  body: z.strictObject({
    token: zStaffKey,
    password: passwordSchema,
    name: z.string().trim().max(60, { error: 'validation.tooLong' }).optional(),
  }),
  response: zSuccess,
});
