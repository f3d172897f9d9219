import { z } from 'zod';
import { checkPinSchema } from '../../validation/pin';
import { defineContract } from '../define';

export const checkPin = defineContract({
  method: 'POST',
  path: '/user/check-pin',
  auth: 'session',
  summary: "Checks the caller's PIN code; 422 WRONG_PIN when it differs",
  tags: ['user'],
  body: checkPinSchema,
  response: z.object({ valid: z.literal(true) }),
});
