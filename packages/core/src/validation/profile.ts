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

/**
 * PATCH /user: every field optional. A new password must follow the password rule and be repeated;
 * the repetition is required when a password is sent. A new e-mail or password also needs the
 * current password (the server checks it; an account without one must have signed in lately).
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
