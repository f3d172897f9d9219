import { z } from 'zod';
import { EMAIL_PATTERN } from './field-limits';
import { zVatNumber } from './vat-number';

/**
 * A club shop's settings as the owner sets them in the portal: the seller's VAT number that
 * receipts and credit notes print, whether the shop takes points and ball money, and the VAT rate
 * in basis points (2500 = 25 %). The API validates with zShopSettingsInput; the portal's form with
 * zShopSettingsForm, which takes the rate as the owner types it, in per cent. Messages are i18n keys.
 */

const VAT_RATE_BP_MAX = 10_000;
export const DEFAULT_VAT_RATE_BP = 2500;

/** Longest seller details a receipt prints (legal name, address, phone). */
export const SELLER_NAME_MAX = 200;
export const SELLER_ADDRESS_MAX = 300;
export const SELLER_PHONE_MAX = 40;

/** An optional line of text: trimmed, empty means none (null); absent keeps what is stored. */
const optionalText = (max: number) =>
  z
    .string({ error: 'validation.expectedText' })
    .trim()
    .max(max, { error: 'validation.tooLong' })
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

/**
 * The seller as receipts and credit notes print it (issue #35): the club's legal name, its address
 * on one line, and a contact e-mail and phone. Each is optional; the club's own name, city, e-mail
 * and phone are printed where one is not set.
 */
const sellerFields = {
  legal_name: optionalText(SELLER_NAME_MAX),
  address: optionalText(SELLER_ADDRESS_MAX),
  contact_email: optionalText(254).refine((value) => value == null || EMAIL_PATTERN.test(value), {
    error: 'validation.validEmail',
  }),
  contact_phone: optionalText(SELLER_PHONE_MAX),
};

export const zShopSettingsInput = z.strictObject({
  vat_number: zVatNumber,
  ...sellerFields,
  accepts_points: z.boolean({ error: 'validation.expectedBoolean' }),
  accepts_ball_money: z.boolean({ error: 'validation.expectedBoolean' }),
  vat_rate_bp: z
    .number({ error: 'validation.validVatRate' })
    .int({ error: 'validation.validVatRate' })
    .min(0, { error: 'validation.validVatRate' })
    .max(VAT_RATE_BP_MAX, { error: 'validation.validVatRate' }),
});
export type ShopSettingsInput = z.output<typeof zShopSettingsInput>;

/** A rate in per cent as typed ("25", "25,5", "12.5"): 0 to 100 with at most two decimals. */
const PERCENT_PATTERN = /^\d{1,3}([.,]\d{1,2})?$/;

/** The rate typed in per cent, as basis points. */
const zVatRatePercent = z
  .string({ error: 'validation.validVatRate' })
  .trim()
  .refine((value) => PERCENT_PATTERN.test(value), { error: 'validation.validVatRate' })
  .transform((value) => Math.round(Number(value.replace(',', '.')) * 100))
  .refine((bp) => bp <= VAT_RATE_BP_MAX, { error: 'validation.validVatRate' });

/** The portal's form: the same settings with the rate in per cent; its output is the API's input. */
export const zShopSettingsForm = z
  .strictObject({
    vat_number: zVatNumber,
    ...sellerFields,
    accepts_points: z.boolean({ error: 'validation.expectedBoolean' }),
    accepts_ball_money: z.boolean({ error: 'validation.expectedBoolean' }),
    vat_rate: zVatRatePercent,
  })
  .transform(
    ({ vat_rate, ...settings }): ShopSettingsInput => ({
      ...settings,
      vat_number: settings.vat_number ?? null,
      vat_rate_bp: vat_rate,
    }),
  );
export type ShopSettingsFormValues = z.input<typeof zShopSettingsForm>;
