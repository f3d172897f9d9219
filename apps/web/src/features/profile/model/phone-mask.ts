/**
 * The profile's mobile number (spec §2, §5; shown as +11 11111111): an optional plus with up to 3
 * digits of country code, an optional space, up to 9 digits. While typing a plus is added in
 * front and spaces are dropped; on sending a space goes after the first 3 characters.
 */
export const PROFILE_PHONE_PATTERN = /^\+?\d{1,3} ?\d{1,9}$/;
const MAX_DIGITS = 3 + 9;

/** The input value as typed: only digits after one leading plus, at most 12 digits. */
export function maskProfilePhone(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, MAX_DIGITS);
  return digits || input.trim().startsWith('+') ? `+${digits}` : '';
}

/** The number as sent: "+4512345678" → "+45 12345678". */
export function profilePhoneForSend(value: string): string {
  const compact = value.replace(/\s+/g, '');
  return compact.length > 3 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : compact;
}

/** The stored number as the input shows it (spaces dropped). */
export function profilePhoneForInput(stored: string | null | undefined): string {
  return stored ? maskProfilePhone(stored) : '';
}
