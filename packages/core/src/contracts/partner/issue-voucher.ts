import { z } from 'zod';
import { emailSchema, idSchema } from '../../validation/fields';
import { defineContract } from '../define';
import { OWNER_ONLY } from './shapes';

export const issueVoucher = defineContract({
  method: 'POST',
  path: '/partner/issue',
  auth: 'staff',
  staffRoles: OWNER_ONLY,
  summary:
    'Issues vouchers of a product of the current club to one golfer, found by e-mail or member number; the wallet has them at once and the golfer gets an e-mail',
  tags: ['partner'],
  body: z
    .strictObject({
      product_id: idSchema,
      email: emailSchema.optional(),
      member_number: z
        .string()
        .trim()
        .regex(/^\d+(-\d+)?$/, { error: 'validation.validUnionNumber' })
        .optional(),
      quantity: z
        .number()
        .int()
        .min(1, { error: 'validation.invalid' })
        .max(20, { error: 'validation.invalid' })
        .default(1),
    })
    .refine((body) => (body.email === undefined) !== (body.member_number === undefined), {
      path: ['email'],
      error: 'partner.validation.emailOrMember',
    }),
  response: z.object({ voucher_ids: z.array(z.number()), golfer_name: z.string() }),
  status: 201,
});
