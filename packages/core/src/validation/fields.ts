import { z } from 'zod';
import type { TranslationKey } from '../i18n/keys';
import { isCommonPassword } from './common-passwords';
import {
  NAME_MAX,
  PASSWORD_MIN,
  PASSWORD_MAX,
  PIN_MIN,
  PIN_MAX,
  EMAIL_MAX,
  UNION_NUMBER_MAX,
  PHONE_MIN_LENGTH,
  PHONE_MAX_LENGTH,
  NAME_PATTERN,
  EMAIL_PATTERN,
  UNION_NUMBER_PATTERN,
  PIN_PATTERN,
  HCP_PATTERN,
  isCalendarDate,
  COUNTRY_CODES,
  CLUB_NAME_MAX,
} from './field-limits';

/**
 * The field rules of spec §5, one schema each. Messages are i18n keys in the `validation`
 * section; the API translates them into 422 field errors and the forms translate them in place.
 */

export const emailSchema = z
  .string({ error: 'validation.enterEmail' })
  .trim()
  .min(1, { error: 'validation.enterEmail' })
  .max(EMAIL_MAX, { error: 'validation.validEmail' })
  .regex(EMAIL_PATTERN, { error: 'validation.validEmail' })
  .transform((value) => value.toLowerCase());

/** A new password: 6 to 30 characters, and not one of the 3,000 most common passwords. */
export const passwordSchema = z
  .string({ error: 'validation.enterPassword' })
  .min(1, { error: 'validation.enterPassword' })
  .min(PASSWORD_MIN, { error: 'validation.validPassword' })
  .max(PASSWORD_MAX, { error: 'validation.validPassword' })
  .refine((value) => !isCommonPassword(value), {
    error: 'errors.passwordTooCommon',
    // Only a password that passed the length rules is looked up: one message per field.
    when: (payload) => payload.issues.length === 0,
  });

/** A password typed to log in: only required (an old account may predate the rules). */
export const loginPasswordSchema = z
  .string({ error: 'validation.enterPassword' })
  .min(1, { error: 'validation.enterPassword' })
  .max(256, { error: 'validation.validPassword' });

function nameSchema(requiredKey: TranslationKey) {
  return z
    .string({ error: requiredKey })
    .trim()
    .min(1, { error: requiredKey })
    .max(NAME_MAX, { error: 'validation.nameTooLong' })
    .regex(NAME_PATTERN, { error: 'validation.validName' });
}
export const firstNameSchema = nameSchema('validation.enterFirstName');
export const lastNameSchema = nameSchema('validation.enterLastName');

export const unionNumberSchema = z
  .string({ error: 'validation.enterUnionNumber' })
  .trim()
  .min(1, { error: 'validation.enterUnionNumber' })
  .max(UNION_NUMBER_MAX, { error: 'validation.validUnionNumber' })
  .regex(UNION_NUMBER_PATTERN, { error: 'validation.validUnionNumber' });

/** A phone number with country code: "+45 12345678" or "+4512345678"; spaces are dropped. */
export const phoneSchema = z
  .string({ error: 'validation.enterMobile' })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: 'validation.enterMobile' })
      .min(PHONE_MIN_LENGTH, { error: 'validation.validMobile' })
      .max(PHONE_MAX_LENGTH, { error: 'validation.validMobile' })
      .regex(/^\+\d+$/, { error: 'validation.validMobile' }),
  );

export const pinCodeSchema = z
  .string({ error: 'validation.enterPin' })
  .min(1, { error: 'validation.enterPin' })
  .regex(PIN_PATTERN, { error: 'validation.onlyNumbers' })
  .min(PIN_MIN, { error: 'validation.pinMin' })
  .max(PIN_MAX, { error: 'validation.pinMax' });

export const hcpSchema = z
  .string({ error: 'validation.validHcp' })
  .trim()
  .regex(HCP_PATTERN, { error: 'validation.validHcp' })
  .transform((value) => value.replace(',', '.'));

/** A birth date in server form (yyyy-mm-dd): a real day, not in the future, not before 1900. */
export const birthDateSchema = z
  .string({ error: 'validation.enterBirthDate' })
  .min(1, { error: 'validation.enterBirthDate', abort: true })
  // One message per date: a malformed date is "not valid", never also "in the future".
  .refine((value) => isCalendarDate(value) && value >= '1900-01-01', {
    error: 'validation.validBirthDate',
    abort: true,
  })
  .refine((value) => value <= new Date().toISOString().slice(0, 10), {
    error: 'validation.birthDateFuture',
  });

export const sexSchema = z.enum(['m', 'f'], { error: 'validation.chooseGender' });

export const countryCodeSchema = z.enum(COUNTRY_CODES, { error: 'validation.chooseCountry' });

/** Database ids arriving in paths and queries: positive integers that fit in 32 bits. */
export const idSchema = z.coerce
  .number({ error: 'validation.invalid' })
  .int({ error: 'validation.invalid' })
  .min(1, { error: 'validation.invalid' })
  .max(2_147_483_647, { error: 'validation.invalid' });

/** Free-text club name a non-member types (members get theirs from the union registry). */
export const clubNameSchema = z
  .string({ error: 'validation.invalid' })
  .trim()
  .max(CLUB_NAME_MAX, { error: 'validation.tooLong' });

/** A user's language: one of our locale codes; "dk" (what older clients send) is read as "da". */
export const languageSchema = z
  .string({ error: 'validation.invalid' })
  .trim()
  .toLowerCase()
  .pipe(z.enum(['da', 'en', 'no', 'sv', 'de', 'is', 'fi', 'dk'], { error: 'validation.invalid' }))
  .transform((value) => (value === 'dk' ? 'da' : value));

export const devicePlatformSchema = z.enum(['web', 'ios', 'android'], { error: 'validation.invalid' });

/** A 0-or-1 flag (accept_newsletter, accept_offers). */
export const flagSchema = z.literal([0, 1], { error: 'validation.invalid' });

/**
 * The message of a type error: "required" when the field is missing, `wrongType` when it holds a
 * value of the wrong type (`{"favourite":"yes"}` is not a missing field).
 */
export function missingOr(wrongType: string) {
  return (issue: { input?: unknown }) => (issue.input === undefined ? 'validation.required' : wrongType);
}

/** A single-use key from a mail link (verification or password reset). Its validity is the server's call. */
export const mailKeySchema = z
  .string({ error: missingOr('validation.expectedText') })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(200, { error: 'validation.invalid' });

/** A referral code kept from a link until the golfer signs in. */
export const referralSchema = z
  .string({ error: missingOr('validation.expectedText') })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(100, { error: 'validation.tooLong' })
  .regex(/^[A-Za-z0-9._~:@-]+$/, { error: 'validation.invalid' });
