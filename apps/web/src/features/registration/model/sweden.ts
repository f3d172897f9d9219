/** A Swedish golf ID: 6 digits, a hyphen, 3 digits (spec §5: mask 999999-999). */
export const SWEDISH_GOLF_ID_PATTERN = /^\d{6}-\d{3}$/;

/** Applies the 999999-999 mask while typing: digits only, the hyphen after the sixth. */
export function maskSwedishGolfId(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 9);
  return digits.length > 6 ? `${digits.slice(0, 6)}-${digits.slice(6)}` : digits;
}
