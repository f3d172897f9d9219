import { z } from 'zod';
import { defineContract } from '../define';
import { zTransferToken } from './get-transfer-process';

export const confirmTransferProcess = defineContract({
  method: 'PATCH',
  path: '/transfer-process/:token',
  auth: 'confirmed',
  summary:
    'Accepts a transfer: the vouchers become the caller’s. Works once (then 409 TRANSFER_ALREADY_DONE); the sender cannot accept their own (422 TRANSFER_TO_SELF).',
  tags: ['transfers'],
  params: zTransferToken,
  query: z.object({ locale: z.string().max(10).optional() }),
  body: z.strictObject({}),
  response: z.object({
    transfer_id: z.number(),
    voucher_ids: z.array(z.number()),
    quantity: z.number(),
    voucher_name: z.string(),
  }),
});
