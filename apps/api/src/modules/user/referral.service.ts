import { AppError } from '@golfwallet/core/errors/app-error';
import type { Deps } from '../../deps';
import type { AuthContext } from '../../plugins/auth';
import { setReferralOnce } from './user.repository';

/** Stores the referral the golfer arrived with; only the first one counts (409 afterwards). */
export async function setReferral(deps: Deps, auth: AuthContext, referral: string) {
  if (!(await setReferralOnce(deps.db, auth.user.id, referral))) throw new AppError('REFERRAL_ALREADY_SET');
  return { success: true as const };
}
