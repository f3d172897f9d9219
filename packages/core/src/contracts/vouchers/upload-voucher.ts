import { z } from 'zod';
import { voucherNumberSchema } from '../../validation/voucher-number';
import { defineContract } from '../define';
import { zVoucherItem } from './shapes';

export const uploadVoucher = defineContract({
  method: 'POST',
  path: '/voucher/upload',
  auth: 'confirmed',
  summary: 'Claims a paper voucher by its code; the code then no longer works for anyone else',
  tags: ['vouchers'],
  body: z.strictObject({ voucher_number: voucherNumberSchema }),
  response: zVoucherItem,
});
