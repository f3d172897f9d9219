import { z } from 'zod';
import { WEEKDAYS } from './voucher';

/*
 * The restriction rules of a voucher (spec §3) as a zod schema, apart from voucher.ts's lists: a
 * page that only names weekdays or voucher types then loads no zod.
 */

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** A window of the day, "HH:MM" to "HH:MM"; 24:00 is the end of the day. */
export const zTimeWindow = z.strictObject({ from: time.default('00:00'), to: time.default('24:00') });
export type TimeWindow = z.infer<typeof zTimeWindow>;

/**
 * Restrictions of §3, stored as JSON on the voucher. Absent means no restriction.
 * - valid_time_from / valid_time_to: time of day in the club's zone.
 * - valid_weekdays: weekday → window; weekdays not listed are not allowed (when the map is given).
 * - valid_times_per_club / _per_day / _per_week: how often it may be used per club, day, week.
 * - valid_within_hours: after a use it can be used again only after N hours.
 * - requires_member_number: the golfer must have a union member number.
 * - playing_with_member: must be used when playing with a member (the partner is named).
 * - exclusions: whole days on which it cannot be used, except an optional window.
 */
export const zVoucherRestrictions = z.strictObject({
  valid_time_from: time.optional(),
  valid_time_to: time.optional(),
  valid_weekdays: z.partialRecord(z.enum(WEEKDAYS), zTimeWindow).optional(),
  valid_times_per_club: z.number().int().positive().optional(),
  valid_times_per_day: z.number().int().positive().optional(),
  valid_times_per_week: z.number().int().positive().optional(),
  valid_within_hours: z.number().int().positive().optional(),
  requires_member_number: z.boolean().optional(),
  playing_with_member: z.boolean().optional(),
  exclusions: z
    .array(z.strictObject({ date: day, except: zTimeWindow.optional() }))
    .max(366)
    .optional(),
});
export type VoucherRestrictions = z.infer<typeof zVoucherRestrictions>;
