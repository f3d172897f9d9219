import { z } from 'zod';
import {
  birthDateSchema,
  clubNameSchema,
  countryCodeSchema,
  emailSchema,
  firstNameSchema,
  flagSchema,
  hcpSchema,
  languageSchema,
  lastNameSchema,
  passwordSchema,
  phoneSchema,
  sexSchema,
} from './fields';

/** Fields every golfer may change on their profile (§6). */
export const MEMBER_PROFILE_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'language_default',
  'push_notifications_enabled_default',
  'accept_newsletter',
  'accept_offers',
  'newsletter_asked',
  'print_rules_accepted',
  'phone',
  'password',
  'repeat_password',
] as const;

/** Fields only a golfer without a union may change: a member's come from the union registry (§6). */
export const NON_MEMBER_ONLY_PROFILE_FIELDS = ['sex', 'hcp', 'country', 'club_name', 'birth_date'] as const;

/**
 * PATCH /user: every field optional. A new password must follow the password rule and be repeated;
 * the repetition is required when a password is sent.
 */
export const profilePatchSchema = z
  .strictObject({
    first_name: firstNameSchema.optional(),
    last_name: lastNameSchema.optional(),
    email: emailSchema.optional(),
    language_default: languageSchema.optional(),
    push_notifications_enabled_default: z.boolean({ error: 'validation.invalid' }).optional(),
    accept_newsletter: flagSchema.optional(),
    accept_offers: flagSchema.optional(),
    newsletter_asked: z.boolean({ error: 'validation.invalid' }).optional(),
    print_rules_accepted: z.boolean({ error: 'validation.invalid' }).optional(),
    phone: phoneSchema.optional(),
    password: passwordSchema.optional(),
    repeat_password: z.string({ error: 'validation.repeatPassword' }).optional(),
    sex: sexSchema.optional(),
    hcp: hcpSchema.optional(),
    country: countryCodeSchema.optional(),
    club_name: clubNameSchema.optional(),
    birth_date: birthDateSchema.optional(),
  })
  .superRefine((patch, ctx) => {
    if (patch.password === undefined) return;
    if (!patch.repeat_password) {
      ctx.addIssue({ code: 'custom', path: ['repeat_password'], message: 'validation.repeatPassword' });
    } else if (patch.repeat_password !== patch.password) {
      ctx.addIssue({ code: 'custom', path: ['repeat_password'], message: 'validation.passwordMismatch' });
    }
  });
export type ProfilePatch = z.output<typeof profilePatchSchema>;

/**
 * The fields of a patch a union member may not send (§6), in a stable order. Empty for a
 * non-member, and for a member who sends only member fields.
 */
export function fieldsLockedForMember(patch: Record<string, unknown>, isMember: boolean): string[] {
  if (!isMember) return [];
  return NON_MEMBER_ONLY_PROFILE_FIELDS.filter((field) => patch[field] !== undefined);
}
