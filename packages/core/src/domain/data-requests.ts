/**
 * The privacy policy's limits on personal data (spec §1 and §9).
 *
 * - A data access request is handled only if more than 6 calendar months have passed since the
 *   last one (`nextDataRequestAllowedAt`); a request exactly 6 months later is allowed.
 * - A profile is deleted after 24 months without login when no active points or vouchers remain
 *   (`inactiveSince`): the golfer is warned first and deleted after `INACTIVITY_GRACE_DAYS`.
 */
export const DATA_REQUEST_INTERVAL_MONTHS = 6;
export const INACTIVITY_MONTHS = 24;
export const INACTIVITY_GRACE_DAYS = 30;
/** How long the single-use download link of an export works. */
export const DATA_EXPORT_LINK_DAYS = 7;

/** `date` plus whole calendar months (UTC); the 31st of a month with fewer days clamps to its end. */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

/** The first moment a new data access request is handled after one made at `lastRequestAt`. */
export function nextDataRequestAllowedAt(lastRequestAt: Date): Date {
  return addMonths(lastRequestAt, DATA_REQUEST_INTERVAL_MONTHS);
}

/** Whether a data access request at `now` is allowed after the last one (none: always). */
export function mayRequestData(lastRequestAt: Date | null, now: Date): boolean {
  return lastRequestAt === null || now.getTime() >= nextDataRequestAllowedAt(lastRequestAt).getTime();
}

/** The last login (or the sign-up when never logged in) before which an account counts as inactive. */
export function inactivityCutoff(now: Date): Date {
  return addMonths(now, -INACTIVITY_MONTHS);
}
