import {
  birthDateSchema,
  countryCodeSchema,
  firstNameSchema,
  lastNameSchema,
  phoneSchema,
  sexSchema,
} from '@golfwallet/core/validation/fields';
import { z } from 'zod';
import { joinPhone } from './phone';

/**
 * The contact step (spec §5): names required (max 30), the phone as country code plus number
 * (10 to 15 characters together); non-members also give birth date, gender and country.
 */
export function contactFormSchema(isMember: boolean) {
  return z
    .object({
      first_name: firstNameSchema,
      last_name: lastNameSchema,
      phone_code: z.string().regex(/^\+\d{1,3}$/, { error: 'validation.validMobile' }),
      phone_number: z.string().min(1, { error: 'validation.enterMobile' }),
      birth_date: z.string(),
      sex: z.string(),
      country: z.string(),
    })
    .superRefine((form, ctx) => {
      const phone = phoneSchema.safeParse(joinPhone(form.phone_code, form.phone_number));
      if (!phone.success) {
        ctx.addIssue({
          code: 'custom',
          path: ['phone_number'],
          message: phone.error.issues[0]?.message ?? '',
        });
      }
      if (isMember) return;
      const checks = [
        ['birth_date', birthDateSchema.safeParse(form.birth_date)],
        ['sex', sexSchema.safeParse(form.sex)],
        ['country', countryCodeSchema.safeParse(form.country)],
      ] as const;
      for (const [path, result] of checks) {
        if (!result.success) {
          ctx.addIssue({ code: 'custom', path: [path], message: result.error.issues[0]?.message ?? '' });
        }
      }
    });
}

export type ContactForm = z.input<ReturnType<typeof contactFormSchema>>;
export type ContactValues = z.output<ReturnType<typeof contactFormSchema>>;
