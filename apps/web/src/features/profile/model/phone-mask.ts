/**
 * The profile's mobile number (spec §2, §5; shown as +11 11111111): an optional plus with up to 3
 * digits of country code, an optional space, up to 9 digits. While typing a plus is added in
 * front and the number is shown with one space after its calling code (the mask of §5: the hint's
 * "+45 12345678"); on sending a space goes after the calling code too.
 */
export const PROFILE_PHONE_PATTERN = /^\+?\d{1,3} ?\d{1,9}$/;
const MAX_CODE_DIGITS = 3;
const MAX_NUMBER_DIGITS = 9;

/** The calling codes of the countries we serve (spec §3 Country list), for telling code from number. */
export const KNOWN_CALLING_CODES: readonly string[] = ['+45', '+46', '+47', '+354', '+358'];

/** Where the calling code ends: a known code, else the space the golfer typed, else 2 digits. */
function splitCode(input: string, knownCodes: readonly string[]): { code: string; rest: string } {
  const typed = /^\s*\+?\s*(\d{1,3})\s+(.*)$/.exec(input);
  const digits = input.replace(/\D/g, '');
  const known = [...knownCodes]
    .map((code) => code.replace(/\D/g, ''))
    .filter((code) => code.length > 0)
    .sort((a, b) => b.length - a.length)
    .find((code) => digits.startsWith(code) && digits.length > code.length);
  if (known) return { code: known, rest: digits.slice(known.length) };
  if (typed?.[1] && typed[2] !== undefined) return { code: typed[1], rest: typed[2].replace(/\D/g, '') };
  return { code: digits.slice(0, 2), rest: digits.slice(2) };
}

/**
 * The input value as typed: a leading plus, the calling code, one space, then the number's digits
 * ("4520123456" → "+45 20123456"). Other spaces and characters are dropped; a space typed right
 * after the code stays, so the golfer can go on typing.
 */
export function maskProfilePhone(input: string, knownCodes: readonly string[] = KNOWN_CALLING_CODES): string {
  const digits = input.replace(/\D/g, '');
  if (!digits) return input.trim().startsWith('+') ? '+' : '';
  const codeOnly = /^\s*\+?\s*\d{1,3}(\s*)$/.exec(input);
  const startsWithKnownCode = knownCodes.some((code) => {
    const codeDigits = code.replace(/\D/g, '');
    return codeDigits.length > 0 && digits.length > codeDigits.length && digits.startsWith(codeDigits);
  });
  if (codeOnly && !startsWithKnownCode) return `+${digits}${codeOnly[1] ? ' ' : ''}`;
  const { code, rest } = splitCode(input, knownCodes);
  return `+${code.slice(0, MAX_CODE_DIGITS)} ${rest.slice(0, MAX_NUMBER_DIGITS)}`;
}

/** The number as sent: "+4512345678" or "+45 12345678" → "+45 12345678". */
export function profilePhoneForSend(
  value: string,
  knownCodes: readonly string[] = KNOWN_CALLING_CODES,
): string {
  return maskProfilePhone(value, knownCodes).trim();
}

/** The stored number as the input shows it: with the space after its calling code. */
export function profilePhoneForInput(
  stored: string | null | undefined,
  knownCodes: readonly string[] = KNOWN_CALLING_CODES,
): string {
  return stored ? maskProfilePhone(stored, knownCodes).trim() : '';
}
