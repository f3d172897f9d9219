import { z } from 'zod';
import { emailSchema } from '../../validation/fields';
import { defineContract } from '../define';
import { zSuccess } from './shapes';

export const recoverStaffPassword = defineContract({
  method: 'POST',
  path: '/partner/recover-password',
  auth: 'public',
  summary: 'Sends a staff password reset mail (key valid 1 hour); always answers success',
  tags: ['partner'],
  body: z.strictObject({ email: emailSchema }),
  response: zSuccess,
});
