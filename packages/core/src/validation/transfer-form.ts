import { z } from 'zod';
import { TRANSFER_MESSAGE_MAX } from '../contracts/transfers/create-transfer';
import { emailSchema, phoneSchema } from './fields';
import {
  COUNTRY_CODE_PATTERN,
  TRANSFER_CHANNELS,
  type TransferFormInput,
  type TransferRequestBody,
} from './transfer';

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
