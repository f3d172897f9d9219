import { DEFAULT_PHONE_PREFIX } from '@golfwallet/core/validation/field-limits';

/** The country-code part of the contact step's phone: a plus and up to 3 digits (spec §5). */
export function maskPhoneCode(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 3);
  return `+${digits}`;
}

/** The number part: up to 10 digits (spec §5). */
export function maskPhoneNumber(input: string): string {
  return input.replace(/\D/g, '').slice(0, 10);
}

/** The phone as sent: country code and number together, e.g. "+4512345678". */
export function joinPhone(code: string, number: string): string {
  return `${maskPhoneCode(code)}${maskPhoneNumber(number)}`;
}

/** The calling code to start with: the visitor's (from the IP lookup), else +45 (spec §9). */
export function defaultPhoneCode(callingCode: string | undefined): string {
  const digits = callingCode?.replace(/\D/g, '').slice(0, 3);
  return digits ? `+${digits}` : DEFAULT_PHONE_PREFIX;
}

/**
 * The calling code of a country ("NO" → "+47") from the countries list, or undefined when the
 * country is not one we know.
 */
export function callingCodeOf(
  countryCode: string | undefined | null,
  countries: readonly { country_code: string; phonePrefix: string }[],
): string | undefined {
  if (!countryCode) return undefined;
  const prefix = countries.find((country) => country.country_code === countryCode.toUpperCase())?.phonePrefix;
  return prefix ? maskPhoneCode(prefix) : undefined;
}

/**
 * The contact step's starting calling code: a union member's is the union's country's (a
 * Norwegian member gets +47 wherever they are); otherwise the chosen country's, then the
 * visitor's by IP, then +45.
 */
export function startPhoneCode({
  unionCountry,
  chosenCountry,
  ipCallingCode,
  countries,
}: {
  unionCountry?: string | null;
  chosenCountry?: string | null;
  ipCallingCode?: string;
  countries: readonly { country_code: string; phonePrefix: string }[];
}): string {
  return (
    callingCodeOf(unionCountry, countries) ??
    callingCodeOf(chosenCountry, countries) ??
    defaultPhoneCode(ipCallingCode)
  );
}

/**
 * Splits a known phone ("+45 12345678", "+4512345678") into code and number for the two inputs,
 * using the given calling codes to tell where the code ends when there is no space.
 */
export function splitPhone(
  phone: string | undefined,
  knownCodes: readonly string[],
  fallbackCode: string,
): { code: string; number: string } {
  const trimmed = phone?.trim() ?? '';
  if (!trimmed) return { code: fallbackCode, number: '' };
  const spaced = /^(\+\d{1,3})\s+([\d\s]+)$/.exec(trimmed);
  if (spaced?.[1] && spaced[2]) return { code: spaced[1], number: maskPhoneNumber(spaced[2]) };
  const compact = trimmed.replace(/\s+/g, '');
  const known = [...knownCodes].sort((a, b) => b.length - a.length).find((code) => compact.startsWith(code));
  if (known) return { code: known, number: maskPhoneNumber(compact.slice(known.length)) };
  return { code: fallbackCode, number: maskPhoneNumber(compact.replace(/^\+/, '')) };
}
