import { z } from 'zod';
import { defineContract } from '../define';
import { ANY_STAFF } from './shapes';

export const UNDO_WINDOW_MINUTES = 15;

export const undoRedemption = defineContract({
  method: 'DELETE',
  path: '/partner/redemptions/:id',
  auth: 'staff',
  staffRoles: ANY_STAFF,
  summary: 'Undoes a desk redemption of the current club within 15 minutes: the use is given back',
  tags: ['partner'],
  params: z.object({
    id: z.coerce
      .number({ error: 'validation.invalid' })
      .int({ error: 'validation.invalid' })
      .min(1, { error: 'validation.invalid' })
      .max(Number.MAX_SAFE_INTEGER, { error: 'validation.invalid' }),
  }),
  response: z.object({ voucher_id: z.number(), uses_left: z.number().nullable() }),
});
