/**
 * Local (wall-clock) time in an IANA time zone, computed with Intl only, no date library.
 *
 * Invariants:
 * - Every function takes the zone explicitly; nothing depends on the machine's zone.
 * - A local day or week starts at the first instant whose local date is that day (DST-correct: a
 *   day is 23, 24 or 25 hours long; a midnight that does not exist moves to the transition).
 * - Weeks start on Monday; weekdays are numbered 1 (Monday) to 7 (Sunday).
 * - An invalid zone throws RangeError (a configuration error, never user input).
 */

export const DAY_MS = 86_400_000;

/** A calendar date: month 1-12, day 1-31. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** A calendar date with the wall-clock time of day. */
export interface LocalParts extends CalendarDate {
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function assertValid(date: Date): void {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid date');
}

/** The UTC instant (ms) that has these fields as UTC wall clock; years below 100 stay as given. */
function utcMs(year: number, month: number, day: number, hour = 0, minute = 0, second = 0): number {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, 0);
  return date.getTime();
}

/** The wall-clock fields of an instant in a zone. */
export function localParts(date: Date, timeZone: string): LocalParts {
  assertValid(date);
  const out: LocalParts = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of formatterFor(timeZone).formatToParts(date)) {
    if (part.type in out) out[part.type as keyof LocalParts] = Number(part.value);
  }
  if (out.hour === 24) out.hour = 0;
  return out;
}

/** The zone's offset from UTC at an instant, in milliseconds (positive east of Greenwich). */
export function zoneOffsetMs(epochMs: number, timeZone: string): number {
  const p = localParts(new Date(epochMs), timeZone);
  return utcMs(p.year, p.month, p.day, p.hour, p.minute, p.second) - Math.floor(epochMs / 1000) * 1000;
}

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

/** 'yyyy-mm-dd' of a calendar date. */
export function isoDay(date: CalendarDate): string {
  return `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;
}

/** Parses 'yyyy-mm-dd' into a real calendar date (2023-02-29 is refused), or null. */
export function parseIsoDay(text: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isRealDate(date) ? date : null;
}

/** True when the fields name a day that exists in the Gregorian calendar. */
export function isRealDate({ year, month, day }: CalendarDate): boolean {
  if (month < 1 || month > 12 || day < 1 || day > 31) return false;
  const probe = new Date(utcMs(year, month, day));
  return probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

/** The calendar date `days` days after (or before, when negative) the given one. */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const probe = new Date(utcMs(date.year, date.month, date.day) + days * DAY_MS);
  return { year: probe.getUTCFullYear(), month: probe.getUTCMonth() + 1, day: probe.getUTCDate() };
}

/** ISO weekday of a calendar date: 1 Monday … 7 Sunday. */
export function weekdayOf(date: CalendarDate): number {
  const sunday0 = new Date(utcMs(date.year, date.month, date.day)).getUTCDay();
  return sunday0 === 0 ? 7 : sunday0;
}

/** The local calendar date of an instant, 'yyyy-mm-dd'. */
export function localDate(now: Date, timeZone: string): string {
  return isoDay(localParts(now, timeZone));
}

/** Minutes since local midnight (0-1439) by the wall clock. */
export function localMinutes(now: Date, timeZone: string): number {
  const p = localParts(now, timeZone);
  return p.hour * 60 + p.minute;
}

/** The local ISO weekday of an instant: 1 Monday … 7 Sunday. */
export function isoWeekday(now: Date, timeZone: string): number {
  return weekdayOf(localParts(now, timeZone));
}

/**
 * The instant at which the wall clock in `timeZone` shows the given date and time. When that time
 * occurs twice (autumn), the earlier instant; when it does not exist (spring gap), the time is moved
 * forward by the length of the gap (02:30 becomes 03:30), as Temporal's "compatible" rule does.
 */
export function localToInstant(
  local: CalendarDate & { hour?: number; minute?: number },
  timeZone: string,
): Date {
  const wall = utcMs(local.year, local.month, local.day, local.hour ?? 0, local.minute ?? 0);
  const before = zoneOffsetMs(wall - DAY_MS, timeZone);
  const after = zoneOffsetMs(wall + DAY_MS, timeZone);
  const candidates = [...new Set([before, after])]
    .map((offset) => wall - offset)
    .filter((instant) => instant + zoneOffsetMs(instant, timeZone) === wall);
  if (candidates.length > 0) return new Date(Math.min(...candidates));
  return new Date(wall - before);
}

/** The first instant of the local day that contains `now`. */
export function startOfLocalDay(now: Date, timeZone: string): Date {
  const { year, month, day } = localParts(now, timeZone);
  return localToInstant({ year, month, day }, timeZone);
}

/** The first instant of the local day after the one that contains `now`. */
export function startOfNextLocalDay(now: Date, timeZone: string): Date {
  return localToInstant(addDays(localParts(now, timeZone), 1), timeZone);
}

/** The first instant of the local ISO week (Monday 00:00) that contains `now`. */
export function startOfLocalWeek(now: Date, timeZone: string): Date {
  const today = localParts(now, timeZone);
  return localToInstant(addDays(today, 1 - weekdayOf(today)), timeZone);
}

/** Minutes of a 'HH:MM' time of day; '24:00' is 1440, the end of the day. */
export function timeToMinutes(time: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) throw new RangeError(`Invalid time of day: ${time}`);
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  if (Number(match[2]) > 59 || minutes > 1440) throw new RangeError(`Invalid time of day: ${time}`);
  return minutes;
}

/** 'HH:MM' of a number of minutes since midnight (1440 gives '24:00'). */
export function minutesToTime(minutes: number): string {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}
