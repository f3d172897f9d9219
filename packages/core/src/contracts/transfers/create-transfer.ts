import { z } from 'zod';
import { emailSchema, phoneSchema } from '../../validation/fields';
import { defineContract } from '../define';
import { zVoucherIdList } from '../vouchers/shapes';

export const TRANSFER_MESSAGE_MAX = 500;
/** How long a transfer link works. */
export const TRANSFER_VALID_DAYS = 14;

/**
 * The transfer form (§5 Transfer): a recipient e-mail typed twice (confirm_email must equal
 * email) or a mobile number with country code; an optional quantity and cover message.
 */
export const zCreateTransferBody = z
  .strictObject({
    quantity: z.coerce
      .number({ error: 'validation.validQuantity' })
      .int({ error: 'validation.validQuantity' })
      .min(1, { error: 'validation.validQuantity' })
      .max(10_000, { error: 'validation.validQuantity' })
      .optional(),
    email: emailSchema.optional(),
    confirm_email: emailSchema.optional(),
    phone: phoneSchema.optional(),
    message: z.string().trim().max(TRANSFER_MESSAGE_MAX, { error: 'validation.messageTooLong' }).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.email === undefined && body.phone === undefined) {
      ctx.addIssue({ code: 'custom', path: ['email'], message: 'validation.enterRecipient' });
      return;
    }
    if (body.email !== undefined && body.phone !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'validation.enterRecipient' });
    }
    if (body.email !== undefined && body.confirm_email !== body.email) {
      ctx.addIssue({ code: 'custom', path: ['confirm_email'], message: 'validation.emailMismatch' });
    }
  });

export const createTransfer = defineContract({
  method: 'POST',
  path: '/voucher/transfer/:id',
  auth: 'confirmed',
  summary:
    'Sends vouchers to someone by e-mail or SMS. Path: one id or several comma-joined. The pool is those vouchers plus their unprinted identical siblings (same order and product); `quantity` (default: the number of ids) are taken from it, the named ones first.',
  tags: ['transfers'],
  params: z.object({ id: zVoucherIdList }),
  body: zCreateTransferBody,
  response: z.object({
    transfer_id: z.number(),
    target_email: z.string().nullable(),
    target_phone: z.string().nullable(),
    quantity: z.number(),
    voucher_ids: z.array(z.number()),
    /** Unix seconds. */
    expires_at: z.number(),
  }),
  status: 201,
});
