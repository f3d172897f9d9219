import { z } from 'zod';
import { emailSchema, mailKeySchema, passwordSchema } from './fields';

/** Forgot password (§5): e-mail required and valid. */
export const recoverPasswordSchema = z.strictObject({ email: emailSchema });

/** POST /user/change-password: the new password and the key from the reset mail, nothing else (§4). */
export const changePasswordSchema = z.strictObject({ password: passwordSchema, token: mailKeySchema });
export type ChangePasswordInput = z.output<typeof changePasswordSchema>;

/** The change-password page (§2, §5): both fields required, the repetition equal. */
export const changePasswordFormSchema = z
  .object({
    password: passwordSchema,
    repeat_password: z
      .string({ error: 'validation.repeatPassword' })
      .min(1, { error: 'validation.repeatPassword', abort: true }),
  })
  .superRefine((form, ctx) => {
    if (form.repeat_password !== form.password) {
      ctx.addIssue({ code: 'custom', path: ['repeat_password'], message: 'validation.passwordMismatch' });
    }
  });
