import { z } from 'zod';
import {
  birthDateSchema,
  clubNameSchema,
  countryCodeSchema,
  emailSchema,
  firstNameSchema,
  hcpSchema,
  idSchema,
  languageSchema,
  lastNameSchema,
  passwordSchema,
  phoneSchema,
  pinCodeSchema,
  sexSchema,
  unionNumberSchema,
} from './fields';

/** What both kinds of sign-up send: the contact step and the e-mail and password step (§4, §5). */
const contactAndLogin = {
  first_name: firstNameSchema,
  last_name: lastNameSchema,
  phone: phoneSchema,
  birth_date: birthDateSchema,
  email: emailSchema,
  password: passwordSchema,
  language_default: languageSchema.optional(),
};

/**
 * Sign-up of a union member: union, member number and birth date are checked against the union's
 * registry; sex, club and handicap come from there.
 */
export const unionRegistrationSchema = z.strictObject({
  is_member: z.literal(true),
  union_id: idSchema,
  member_number: unionNumberSchema,
  pin_code: pinCodeSchema.optional(),
  country: countryCodeSchema.optional(),
  ...contactAndLogin,
});

/** Sign-up without a union (§5 sign-up step 2): country, gender and PIN are required; hcp defaults to 54. */
export const nonUnionRegistrationSchema = z.strictObject({
  is_member: z.literal(false),
  sex: sexSchema,
  country: countryCodeSchema,
  pin_code: pinCodeSchema,
  hcp: hcpSchema.optional(),
  club_id: idSchema.optional(),
  club_name: clubNameSchema.optional(),
  ...contactAndLogin,
});

/** POST /user: `is_member` picks the kind; a missing or odd value asks the golfer to choose. */
export const registrationSchema = z.discriminatedUnion(
  'is_member',
  [unionRegistrationSchema, nonUnionRegistrationSchema],
  {
    error: 'validation.chooseUnion',
  },
);
export type RegistrationInput = z.output<typeof registrationSchema>;

/** The union step of the form (§5): member number digits-hyphen-digits, birth date not in the future. */
export const unionStepFormSchema = z.object({
  union_id: idSchema,
  member_number: unionNumberSchema,
  birth_date: birthDateSchema,
});

/** The e-mail and password step of the form: both typed twice. */
export const passwordStepFormSchema = z
  .object({
    email: emailSchema,
    email_repeat: z.string({ error: 'validation.emailMismatch' }),
    password: passwordSchema,
    repeat_password: z
      .string({ error: 'validation.repeatPassword' })
      .min(1, { error: 'validation.repeatPassword', abort: true }),
  })
  .superRefine((form, ctx) => {
    if (form.email_repeat.trim().toLowerCase() !== form.email) {
      ctx.addIssue({ code: 'custom', path: ['email_repeat'], message: 'validation.emailMismatch' });
    }
    if (form.repeat_password !== form.password) {
      ctx.addIssue({ code: 'custom', path: ['repeat_password'], message: 'validation.passwordMismatch' });
    }
  });
