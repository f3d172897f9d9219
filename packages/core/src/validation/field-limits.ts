/**
 * The limits, patterns and defaults of spec §5's fields, apart from their zod schemas
 * (fields.ts): a page that only shows a default or a limit then loads no zod.
 */

export const NAME_MAX = 30;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 30;
export const PIN_MIN = 4;
export const PIN_MAX = 30;
export const EMAIL_MAX = 254;
export const UNION_NUMBER_MAX = 20;
export const PHONE_MIN_LENGTH = 10;
export const PHONE_MAX_LENGTH = 15;
export const DEFAULT_HCP = '54';
export const DEFAULT_BIRTH_DATE = '1970-06-15';
export const DEFAULT_PHONE_PREFIX = '+45';

/** Latin letters (with Nordic and German ones), Cyrillic, space, underscore, apostrophe, hyphen. */
export const NAME_PATTERN = /^[A-Za-zÀ-ÖØ-öø-ÿĀ-žА-яЁё\u0400-\u04FF _'-]+$/u;
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const UNION_NUMBER_PATTERN = /^\d+(-\d+)?$/;
export const PIN_PATTERN = /^\d+$/;
export const HCP_PATTERN = /^\d{1,2}([.,]\d)?$/;
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** True when a yyyy-mm-dd string names a real calendar day. */
export function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Country codes of the countries we serve (§3). */
export const COUNTRY_CODES = ['DK', 'NO', 'IS', 'FI', 'SE'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

/** Free-text club name a non-member types. */
export const CLUB_NAME_MAX = 100;
