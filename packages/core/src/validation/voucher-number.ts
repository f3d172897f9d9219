import { z } from 'zod';
import { normalizeVoucherNumber, VOUCHER_NUMBER_MAX } from '../domain/voucher-number';

/** A typed or scanned voucher code (POST /voucher/upload), normalised before it is checked. */
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
