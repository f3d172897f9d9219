import { z } from 'zod';
import { REDUCTION_TYPES, VOUCHER_CATEGORIES, VOUCHER_TYPES } from '../../domain/voucher';
import { zVoucherRestrictions } from '../../domain/voucher-schema';
import { defineContract } from '../define';
import { ANY_STAFF } from './shapes';

/** A voucher number as printed or encoded in the barcode and QR code. */
export const zVoucherNumber = z
  .string({ error: 'validation.enterVoucherNumber' })
  .trim()
  .min(1, { error: 'validation.enterVoucherNumber' })
  .max(60, { error: 'validation.validVoucherNumber' })
  .regex(/^[A-Za-z0-9-]+$/, { error: 'validation.validVoucherNumber' })
  .transform((value) => value.toUpperCase());

export const zDeskVoucher = z.object({
  voucher_id: z.number(),
  voucher_number: z.string(),
  voucher_name: z.string(),
  product_name: z.string(),
  owner_name: z.string(),
  type: z.enum(VOUCHER_TYPES),
  category: z.enum(VOUCHER_CATEGORIES),
  value: z.string(),
  reduction_type: z.enum(REDUCTION_TYPES),
  currency: z.string(),
  valid_from: z.number(),
  valid_to: z.number(),
  uses_left: z.number().nullable(),
  uses_total: z.number().nullable(),
  restrictions: zVoucherRestrictions,
  /** The holder, as far as the privacy text lets the club see. */
  holder: z
    .object({ first_name: z.string(), last_name: z.string(), member_number: z.string().nullable() })
    .nullable(),
  /** A gift card with a ledger account: what is left on it (minor units, the card's currency). */
  gift_card: z.object({ remaining_minor: z.number() }).nullable(),
  /**
   * The holder's balances at the caller's club, read from the ledger as the wallet reads them: ball
   * money and gift-card credit at this club only (points are not tied to a club). Null without a holder.
   */
  balances: z
    .object({ ball_money_minor: z.number(), gift_card_minor: z.number(), currency: z.string() })
    .nullable(),
  /** May it be used here and now? If not, the restriction engine's reason in the caller's language. */
  may_redeem: z.boolean(),
  reason_code: z.string().nullable(),
  reason: z.string().nullable(),
});
export type DeskVoucher = z.infer<typeof zDeskVoucher>;

export const deskLookup = defineContract({
  method: 'GET',
  path: '/partner/desk/vouchers/:number',
  auth: 'staff',
  staffRoles: ANY_STAFF,
  summary:
    'Looks a voucher up by its number (typed or scanned) and says whether it may be used at the current club now; vouchers not valid at the club answer 404',
  tags: ['partner'],
  params: z.object({ number: zVoucherNumber }),
  query: z.object({ playing_with_member: z.string().trim().max(100).optional() }),
  response: zDeskVoucher,
});
