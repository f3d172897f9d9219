import { z } from 'zod';
import { pinCodeSchema } from './fields';

/** POST /user/check-pin: the account's PIN code as typed. */
export const checkPinSchema = z.strictObject({ pin_code: pinCodeSchema });
