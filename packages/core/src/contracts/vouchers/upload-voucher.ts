import { z } from 'zod';
import { defineContract } from '../define';
import { zVoucherItem } from './shapes';

export const VOUCHER_NUMBER_MAX = 64;

/** A voucher code as typed or scanned; spaces are dropped. */
export const voucherNumberSchema = z
  .string({ error: 'validation.enterVoucherNumber' })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: 'validation.enterVoucherNumber' })
      .max(VOUCHER_NUMBER_MAX, { error: 'validation.validVoucherNumber' })
      .regex(/^[A-Za-z0-9_-]+$/, { error: 'validation.validVoucherNumber' }),
  );

export const uploadVoucher = defineContract({
  method: 'POST',
  path: '/voucher/upload',
  auth: 'confirmed',
  summary: 'Claims a paper voucher by its code; the code then no longer works for anyone else',
  tags: ['vouchers'],
  body: z.strictObject({ voucher_number: voucherNumberSchema }),
  response: zVoucherItem,
});
