import { z } from 'zod';
import { devicePlatformSchema, emailSchema, languageSchema, loginPasswordSchema } from './fields';

/** Login (§5): e-mail required and valid, password required. */
export const loginSchema = z.strictObject({
  email: emailSchema,
  password: loginPasswordSchema,
  language: languageSchema.optional(),
  device_platform: devicePlatformSchema.optional(),
});
export type LoginInput = z.output<typeof loginSchema>;

/** Import screen (§2, §5): an account's golf ids are looked up with its e-mail and password. */
export const golfIdsSchema = z.strictObject({
  email: emailSchema,
  password: loginPasswordSchema,
});
export type GolfIdsInput = z.output<typeof golfIdsSchema>;
