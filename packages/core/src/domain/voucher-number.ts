/** The longest voucher code accepted (spec §5). */
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

/** The prefix of the numbers GolfWallet gives the vouchers it issues ("GW-" and 12 digits). */
export const VOUCHER_NUMBER_PREFIX = 'GW-';

/**
 * The number a desk means when it types one: as typed (upper case), or, when only digits were
 * typed, the GolfWallet number with those digits ("123456789012" is "GW-123456789012"). A paper
 * or uploaded number of digits only is still found as typed.
 *
 * Invariant: the first candidate is always the number as typed.
 */
export function voucherNumberCandidates(typed: string): [string, string] {
  const number = typed.trim().toUpperCase();
  return [number, /^\d+$/.test(number) ? `${VOUCHER_NUMBER_PREFIX}${number}` : number];
}
