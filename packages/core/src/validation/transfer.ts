import { z } from 'zod';
import { TRANSFER_MESSAGE_MAX } from '../contracts/transfers/create-transfer';
import { DEFAULT_PHONE_PREFIX, emailSchema, phoneSchema } from './fields';

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

/**
 * The transfer form of spec §5 ("valid recipient e-mail, or a contact with a valid phone;
 * confirmed twice; quantity limited to the number available"), for `available` identical vouchers.
 *
 * Invariants:
 * - quantity is a whole number from 1 to `available`; more gives 'errors.transferQuantity'.
 * - channel 'email': email must be a valid address and confirm_email the same address (compared
 *   case-insensitively, spaces around ignored); the phone fields are ignored and not sent.
 * - channel 'phone': country code ('+' and 1 to 3 digits) plus number must be a valid mobile number
 *   (phoneSchema, spaces dropped); the e-mail fields are ignored and not sent.
 * - message is trimmed, at most TRANSFER_MESSAGE_MAX characters, and left out when blank.
 * - Messages are i18n keys; the output is a body that the create-transfer contract accepts.
 */
export function transferFormSchema(available: number) {
  const max = Math.max(1, available);
  const quantitySchema = z.coerce
    .number({ error: 'validation.validQuantity' })
    .int({ error: 'validation.validQuantity' })
    .min(1, { error: 'validation.validQuantity' })
    .max(max, { error: 'errors.transferQuantity' });
  const messageSchema = z.string().trim().max(TRANSFER_MESSAGE_MAX, { error: 'validation.messageTooLong' });

  return z
    .object({
      quantity: z.string(),
      channel: z.enum(TRANSFER_CHANNELS, { error: 'validation.enterRecipient' }),
      email: z.string(),
      confirm_email: z.string(),
      country_code: z.string(),
      phone: z.string(),
      message: z.string(),
    })
    .transform((form, ctx): TransferRequestBody => {
      const fail = (path: keyof TransferFormInput, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      const quantity = quantitySchema.safeParse(form.quantity.trim() === '' ? undefined : form.quantity);
      if (!quantity.success) fail('quantity', firstMessage(quantity.error));
      const message = messageSchema.safeParse(form.message);
      if (!message.success) fail('message', firstMessage(message.error));
      const text = message.success && message.data !== '' ? message.data : undefined;

      if (form.channel === 'email') {
        const parsed = emailSchema.safeParse(form.email);
        let email: string | undefined;
        if (!parsed.success) fail('email', firstMessage(parsed.error));
        else if (form.confirm_email.trim().toLowerCase() !== parsed.data)
          fail('confirm_email', 'validation.emailMismatch');
        else email = parsed.data;
        if (email === undefined || !quantity.success || !message.success) return z.NEVER;
        return { quantity: quantity.data, email, confirm_email: email, message: text };
      }

      const code = form.country_code.trim();
      let phone: string | undefined;
      if (!COUNTRY_CODE_PATTERN.test(code)) fail('country_code', 'validation.validMobile');
      else if (form.phone.trim() === '') fail('phone', 'validation.enterMobile');
      else {
        const parsed = phoneSchema.safeParse(`${code}${form.phone}`);
        if (parsed.success) phone = parsed.data;
        else fail('phone', firstMessage(parsed.error));
      }
      if (phone === undefined || !quantity.success || !message.success) return z.NEVER;
      return { quantity: quantity.data, phone, message: text };
    });
}

function firstMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'validation.invalid';
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
