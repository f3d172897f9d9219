import { z } from 'zod';
import { idSchema, missingOr } from '../../validation/fields';
import { defineContract } from '../define';
import { zVoucherItem } from './shapes';

export const updateVoucher = defineContract({
  method: 'PATCH',
  path: '/voucher/:id',
  auth: 'confirmed',
  summary: 'Marks or unmarks one of the caller’s vouchers as a favourite',
  tags: ['vouchers'],
  params: z.object({ id: idSchema }),
  body: z.strictObject({ favourite: z.boolean({ error: missingOr('validation.expectedBoolean') }) }),
  response: zVoucherItem,
});
