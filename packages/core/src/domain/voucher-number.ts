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
