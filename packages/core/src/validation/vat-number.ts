import { z } from 'zod';

/**
 * A seller's VAT number as printed on receipts and credit notes (a club shop setting): the EU's
 * 2-letter country prefix followed by 2 to 13 letters or digits ("DK12345678", "SE123456789001").
 * The database holds the same rule (club_shop_settings_vat_number_check).
 */
export const VAT_NUMBER_PATTERN = /^[A-Z]{2}[0-9A-Z]{2,13}$/;

/**
 * The VAT number as typed: spaces, dots and hyphens dropped, upper-cased; empty (or null) means
 * none, which is allowed (a club without one prints none). Messages are i18n keys.
 */
export const zVatNumber = z
  .string({ error: 'validation.expectedText' })
  .transform((value) => value.replace(/[\s.-]/g, '').toUpperCase())
  .refine((value) => value === '' || VAT_NUMBER_PATTERN.test(value), { error: 'validation.validVatNumber' })
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional();
