import { loginPasswordSchema } from '@golfwallet/core/validation/fields';
import { z } from 'zod';
import { SWEDISH_GOLF_ID_PATTERN } from './sweden';

/** The MinGolf form: golf ID and password required. */
export const swedenLoginSchema = z.object({
  golfId: z
    .string()
    .min(1, { error: 'registration.sweden.enterGolfId' })
    .regex(SWEDISH_GOLF_ID_PATTERN, { error: 'registration.sweden.validGolfId' }),
  password: loginPasswordSchema,
});
