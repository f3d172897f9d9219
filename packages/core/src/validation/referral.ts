import { z } from 'zod';
import { referralSchema } from './fields';

/** POST /transfer-referral/: the referral kept from a link, stored once on the golfer. */
export const setReferralSchema = z.strictObject({ referral: referralSchema });
