import {
  clubNameSchema,
  emailSchema,
  firstNameSchema,
  languageSchema,
  lastNameSchema,
  passwordSchema,
  phoneSchema,
} from '@golfwallet/core/validation/fields';
import { z } from 'zod';
import { PROFILE_PHONE_PATTERN } from './phone-mask';

/**
 * The profile rules (spec §5): names, e-mail and phone required and in format (the phone as its
 * input mask allows); the password optional, but when given it follows the password rule and the
 * repetition is required and equal; a repetition without a password asks for the password.
 */
export const profileFormSchema = z
  .object({
    first_name: firstNameSchema,
    last_name: lastNameSchema,
    email: emailSchema,
    phone: z
      .string()
      .min(1, { error: 'validation.enterMobile' })
      .regex(PROFILE_PHONE_PATTERN, { error: 'validation.validMobile' })
      .pipe(phoneSchema),
    club_name: clubNameSchema,
    language_default: languageSchema,
    accept_newsletter: z.boolean(),
    accept_offers: z.boolean(),
    password: z.string(),
    repeat_password: z.string(),
  })
  .superRefine((form, ctx) => {
    if (form.password === '') {
      // A repetition alone is a password half typed: ask for the new password itself.
      if (form.repeat_password !== '') {
        ctx.addIssue({ code: 'custom', path: ['password'], message: 'validation.enterPassword' });
      }
      return;
    }
    const password = passwordSchema.safeParse(form.password);
    if (!password.success) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: password.error.issues[0]?.message ?? '' });
    }
    if (form.repeat_password === '') {
      ctx.addIssue({ code: 'custom', path: ['repeat_password'], message: 'validation.repeatPassword' });
    } else if (form.repeat_password !== form.password) {
      ctx.addIssue({ code: 'custom', path: ['repeat_password'], message: 'validation.passwordMismatch' });
    }
  });

export type ProfileValues = z.output<typeof profileFormSchema>;
