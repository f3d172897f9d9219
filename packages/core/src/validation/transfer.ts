import { DEFAULT_PHONE_PREFIX } from './field-limits';

/** How the recipient is reached: a link by e-mail or by SMS. */
export const TRANSFER_CHANNELS = ['email', 'phone'] as const;
export type TransferChannel = (typeof TRANSFER_CHANNELS)[number];

/** A country calling code as typed in front of the number: '+' and 1 to 3 digits. */
export const COUNTRY_CODE_PATTERN = /^\+\d{1,3}$/;

/** The transfer form as typed: every field a string, as inputs give them. */
export interface TransferFormInput {
  quantity: string;
  channel: TransferChannel;
  email: string;
  confirm_email: string;
  country_code: string;
  phone: string;
  message: string;
}

/** The body of POST /voucher/transfer/:id that a valid form turns into. */
export interface TransferRequestBody {
  quantity: number;
  email?: string;
  confirm_email?: string;
  phone?: string;
  message?: string;
}

export function emptyTransferForm(): TransferFormInput {
  return {
    quantity: '1',
    channel: 'email',
    email: '',
    confirm_email: '',
    country_code: DEFAULT_PHONE_PREFIX,
    phone: '',
    message: '',
  };
}

/** The calling codes of the countries we serve (spec §3 Country list), longest first. */
const KNOWN_CALLING_CODES = ['+354', '+358', '+45', '+46', '+47'] as const;

/**
 * Splits a phone number picked from the device contacts into the form's country code and number.
 * Invariants: spaces, dashes and brackets are dropped; a number starting with '+' (or '00') keeps
 * its own calling code (one of ours when it matches, else the first two digits); a local number
 * gets `defaultCode`; joining the two parts gives back the number's digits.
 */
export function splitPickedPhone(
  picked: string,
  defaultCode: string,
): { country_code: string; phone: string } {
  let digits = picked.replace(/[^\d+]/g, '');
  if (digits.startsWith('00')) digits = `+${digits.slice(2)}`;
  if (!digits.startsWith('+')) return { country_code: defaultCode, phone: digits.replace(/\+/g, '') };
  const known = KNOWN_CALLING_CODES.find((code) => digits.startsWith(code));
  const code = known ?? digits.slice(0, 3);
  return { country_code: code, phone: digits.slice(code.length).replace(/\+/g, '') };
}
