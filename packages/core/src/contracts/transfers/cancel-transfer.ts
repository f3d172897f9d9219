import { z } from 'zod';
import { idSchema } from '../../validation/fields';
import { defineContract } from '../define';

export const cancelTransfer = defineContract({
  method: 'DELETE',
  path: '/voucher/transfer/:id',
  auth: 'confirmed',
  summary:
    'The sender withdraws a transfer nobody has accepted yet; the vouchers are theirs to use again and the link stops working',
  tags: ['transfers'],
  params: z.object({ id: idSchema }),
  response: z.object({ transfer_id: z.number(), voucher_ids: z.array(z.number()) }),
});
