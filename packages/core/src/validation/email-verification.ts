import { z } from 'zod';
import { emailSchema, mailKeySchema } from './fields';

/** POST /user/resend/email. */
export const resendEmailSchema = z.strictObject({ email: emailSchema });

/** POST /user/email-verify: the key from the verification link. */
export const emailVerifySchema = z.strictObject({ code: mailKeySchema });
