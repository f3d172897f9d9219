import { pinCodeSchema } from '@golfwallet/core/validation/fields';
import { passwordStepFormSchema } from '@golfwallet/core/validation/registration';
import { z } from 'zod';

/**
 * The last step (spec §5): e-mail and password, each typed twice (the shared step schema); the PIN
 * code, required for non-members and optional for union members; and the terms and privacy
 * agreement.
 */
export function passwordFormSchema(isMember: boolean) {
  const pin = isMember
    ? z.string().refine((value) => value === '' || pinCodeSchema.safeParse(value).success, {
        error: (issue) =>
          pinCodeSchema.safeParse(issue.input).error?.issues[0]?.message ?? 'validation.invalid',
      })
    : pinCodeSchema;
  return z.intersection(
    passwordStepFormSchema,
    z.object({
      pin_code: pin,
      accept_terms: z.boolean().refine((accepted) => accepted, { error: 'validation.acceptTerms' }),
    }),
  );
}

export type PasswordForm = {
  email: string;
  email_repeat: string;
  password: string;
  repeat_password: string;
  pin_code: string;
  accept_terms: boolean;
};
export type PasswordValues = z.output<ReturnType<typeof passwordFormSchema>>;
