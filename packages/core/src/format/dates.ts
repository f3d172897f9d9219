import {
  type CalendarDate,
  isoDay,
  isRealDate,
  localParts,
  localToInstant,
  parseIsoDay,
  timeToMinutes,
} from '../domain/local-time';
import type { Locale } from '../i18n/locales';

/**
 * The date forms of spec §9, with Intl only. Instants (Date) are shown in an explicit IANA zone;
 * calendar dates (birth dates, exclusion days) are 'yyyy-mm-dd' strings and have no zone.
 * - display: dd.mm.yyyy; English yyyy.mm.dd
 * - long display: the display form plus HH:MM (24-hour clock)
 * - dashed (birth dates, viewing): dd-mm-yyyy
 * - server: yyyy-mm-dd
 */

function pad(value: number, width = 2): string {
  return String(value).padStart(width, '0');
}

function displayForm(date: CalendarDate, locale: Locale): string {
  const dd = pad(date.day);
  const mm = pad(date.month);
  const yyyy = pad(date.year, 4);
  return locale === 'en' ? `${yyyy}.${mm}.${dd}` : `${dd}.${mm}.${yyyy}`;
}

/** dd.mm.yyyy (English yyyy.mm.dd) of an instant in a zone. */
export function formatDate(date: Date, timeZone: string, locale: Locale): string {
  return displayForm(localParts(date, timeZone), locale);
}

/** dd.mm.yyyy HH:MM (English yyyy.mm.dd HH:MM) of an instant in a zone. */
export function formatDateTime(date: Date, timeZone: string, locale: Locale): string {
  const parts = localParts(date, timeZone);
  return `${displayForm(parts, locale)} ${pad(parts.hour)}:${pad(parts.minute)}`;
}

/** dd.mm.yyyy (English yyyy.mm.dd) of a calendar date given as 'yyyy-mm-dd'; null when invalid. */
export function formatCalendarDate(day: string, locale: Locale): string | null {
  const date = parseIsoDay(day);
  return date ? displayForm(date, locale) : null;
}

/** dd-mm-yyyy of an instant in a zone. */
export function formatDashedDate(date: Date, timeZone: string): string {
  const p = localParts(date, timeZone);
  return `${pad(p.day)}-${pad(p.month)}-${pad(p.year, 4)}`;
}

/** yyyy-mm-dd of an instant in a zone (what the server expects). */
export function formatServerDate(date: Date, timeZone: string): string {
  return isoDay(localParts(date, timeZone));
}

/** Parses the server form yyyy-mm-dd into a real calendar date, or null. */
export function parseServerDate(text: string): CalendarDate | null {
  return parseIsoDay(text.trim());
}

/** Parses the dashed form dd-mm-yyyy into a real calendar date, or null. */
export function parseDashedDate(text: string): CalendarDate | null {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const date = { year: Number(match[3]), month: Number(match[2]), day: Number(match[1]) };
  return isRealDate(date) ? date : null;
}

/** yyyy-mm-dd → dd-mm-yyyy, or null when not a real date. */
export function serverToDashed(text: string): string | null {
  const date = parseServerDate(text);
  return date ? `${pad(date.day)}-${pad(date.month)}-${pad(date.year, 4)}` : null;
}

/** dd-mm-yyyy → yyyy-mm-dd, or null when not a real date. */
export function dashedToServer(text: string): string | null {
  const date = parseDashedDate(text);
  return date ? isoDay(date) : null;
}

/**
 * The instant at which the clock in `timeZone` shows `day` ('yyyy-mm-dd') at `time` ('HH:MM',
 * 00:00 when undefined); null when either is malformed. Ambiguous and skipped times follow localToInstant.
 */
export function parseLocalDateTime(day: string, time: string | undefined, timeZone: string): Date | null {
  const clock = time ?? '00:00';
  const date = parseServerDate(day);
  if (!date || !/^([01]\d|2[0-3]):[0-5]\d$/.test(clock)) return null;
  const minutes = timeToMinutes(clock);
  return localToInstant({ ...date, hour: Math.floor(minutes / 60), minute: minutes % 60 }, timeZone);
}

/** The instant of a unix timestamp in seconds (the API's valid_from and valid_to). */
export function fromUnixSeconds(seconds: number): Date {
  return new Date(seconds * 1000);
}

/** Whole unix seconds of an instant (rounded down). */
export function toUnixSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}
