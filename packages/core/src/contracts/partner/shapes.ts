import { z } from 'zod';
import { REDUCTION_TYPES, VOUCHER_CATEGORIES, VOUCHER_TYPES } from '../../domain/voucher';
import { zVoucherRestrictions } from '../../domain/voucher-schema';
import { zCalendarDay } from '../../validation/product';
import { CURRENCIES, PRODUCT_STATUSES } from '../../validation/product-limits';

/** Shapes shared by the club portal's operations (/partner/…). */

export const STAFF_ROLES = ['owner', 'desk'] as const;
export const zStaffRole = z.enum(STAFF_ROLES, { error: 'validation.invalid' });
export const OWNER_ONLY = ['owner'] as const;
export const ANY_STAFF = ['owner', 'desk'] as const;

export const zSuccess = z.object({ success: z.literal(true) });

/** What a club's audit log records (the `partner_audit.action` column); each has a text in `partner.audit.actions`. */
export const AUDIT_ACTIONS = [
  'product_created',
  'product_updated',
  'product_status',
  'voucher_issued',
  'offer_sent',
  'redeemed',
  'redemption_undone',
  'staff_invited',
  'staff_role_changed',
  'staff_deactivated',
  'staff_reactivated',
  'staff_removed',
  'invitation_withdrawn',
  'dispenser_created',
  'dispenser_updated',
  'dispenser_enabled',
  'range_settings',
  'shop_settings_changed',
] as const;

export const zStaffClub = z.object({ club_id: z.number(), name: z.string(), role: zStaffRole });

export const zStaffMe = z.object({
  staff_id: z.number(),
  email: z.string(),
  name: z.string(),
  language: z.string(),
  /** The club the session works for now, and the caller's role there. */
  club: zStaffClub.extend({
    timezone: z.string(),
    currency: z.string(),
    departments: z.array(z.object({ department_id: z.number(), department_name: z.string() })),
  }),
  clubs: z.array(zStaffClub),
});
export type StaffMe = z.infer<typeof zStaffMe>;

export const zProduct = z.object({
  product_id: z.number(),
  club_id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  type: z.enum(VOUCHER_TYPES),
  category: z.enum(VOUCHER_CATEGORIES),
  reduction_type: z.enum(REDUCTION_TYPES),
  value: z.string(),
  price: z.number(),
  currency: z.enum(CURRENCIES).or(z.string()),
  uses: z.number().nullable(),
  max_per_day: z.number().nullable(),
  validity_days: z.number(),
  limited_until: z.string().nullable(),
  stock_left: z.number().nullable(),
  paid_after_redemption: z.boolean(),
  baskets: z.array(z.number()),
  department_ids: z.array(z.number()),
  can_be_self_redeemed: z.boolean(),
  restrictions: zVoucherRestrictions,
  status: z.enum(PRODUCT_STATUSES),
  updated_at: z.string(),
});
export type Product = z.infer<typeof zProduct>;

export const zProductIdParams = z.object({
  id: z.coerce
    .number({ error: 'validation.invalid' })
    .int({ error: 'validation.invalid' })
    .min(1, { error: 'validation.invalid' })
    .max(2_147_483_647, { error: 'validation.invalid' }),
});

/** A date filter bound, yyyy-mm-dd in the club's zone (a real calendar day). */
export const zDay = zCalendarDay;

/** What a club may see of a redemption (privacy text, §3): nothing else of the golfer. */
export const zRedemptionRow = z.object({
  redemption_id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  member_number: z.string().nullable(),
  home_club: z.string().nullable(),
  voucher_name: z.string(),
  product_id: z.number().nullable(),
  /** Original price at redemption, major units. */
  original_price: z.number(),
  currency: z.string(),
  /** ISO 8601 (UTC). */
  redeemed_at: z.iso.datetime(),
  /** Remaining clips after this use; null = unlimited. */
  uses_left: z.number().nullable(),
  method: z.string(),
  /** True while the desk may still undo it (desk redemptions, 15 minutes). */
  undoable: z.boolean(),
});
export type RedemptionRow = z.infer<typeof zRedemptionRow>;
