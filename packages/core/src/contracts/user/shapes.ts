import { z } from 'zod';

/** The golfer's profile as GET /user, PATCH /user and PATCH /user/club answer it (§3 User). */
export const zUserProfile = z.object({
  user_id: z.number(),
  email: z.string(),
  email_confirmed: z.boolean(),
  /** Set for union members; a member is told apart by it (§6). */
  union_id: z.number().nullable(),
  union_name: z.string().nullable(),
  member_number: z.string().nullable(),
  member_type: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  phone2: z.string().nullable(),
  /** yyyy-mm-dd. */
  birth_date: z.string().nullable(),
  sex: z.enum(['m', 'f']).nullable(),
  country: z.string().nullable(),
  hcp: z.string().nullable(),
  club_id: z.number().nullable(),
  club_name: z.string().nullable(),
  language_default: z.string(),
  push_notifications_enabled_default: z.boolean(),
  accept_newsletter: z.number(),
  accept_offers: z.number(),
  newsletter_asked: z.boolean(),
  print_rules_accepted: z.boolean(),
  /** Whether a PIN code is set; the PIN itself is never sent. */
  pin_set: z.boolean(),
});
export type UserProfile = z.infer<typeof zUserProfile>;

/** A golfer as the union registry knows them (GET /user/member/...). */
export const zMembership = z.object({
  first_name: z.string(),
  last_name: z.string(),
  club: z.object({ id: z.number(), name: z.string() }).nullable(),
  sex: z.enum(['m', 'f']).nullable(),
  member_guid: z.string().nullable(),
});
export type Membership = z.infer<typeof zMembership>;

/** The answer of operations that only succeed or fail. */
export const zSuccess = z.object({ success: z.literal(true) });

/** `?locale=` as the clients send it (da is sent as dk); Accept-Language is used when absent. */
export const zLocaleQuery = z.object({ locale: z.string().max(20).optional() });
