import { z } from 'zod';
import { defineContract } from '../define';
import { zVoucherItem } from './shapes';

export const VOUCHER_NUMBER_MAX = 64;

/**
 * A voucher code as typed or scanned, in the one form codes are issued and stored in: upper case,
 * without spaces, and without dashes before or after it ("paper-2026-0002 " is PAPER-2026-0002).
 */
export function normalizeVoucherNumber(value: string): string {
  return value
    .replace(/\s+/g, '')
    .replace(/^[-\u2010-\u2015]+|[-\u2010-\u2015]+$/g, '')
    .toUpperCase();
}

export const voucherNumberSchema = z
  .string({ error: 'validation.enterVoucherNumber' })
  .transform(normalizeVoucherNumber)
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
