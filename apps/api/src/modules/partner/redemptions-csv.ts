import type { RedemptionRow } from '@golfwallet/core/contracts/partner/shapes';
import { localParts, zoneOffsetMs } from '@golfwallet/core/domain/local-time';
import type { Locale } from '@golfwallet/core/i18n/locales';
import { translatorIn } from '@golfwallet/core/i18n/translate';

/**
 * The redemptions export as a spreadsheet opens it (issue #34, item 18). Excel splits a CSV on the
 * list separator of the user's regional settings and reads numbers with its decimal sign: in the
 * Nordic and German settings that is `;` and a decimal comma, in English `,` and a point. A UTF-8
 * byte-order mark makes it read UTF-8 (without one it reads the ANSI code page and mangles æ ø å).
 * Headers are in the portal's language; times are the club's local time, with the zone and its
 * UTC offset in a column of their own so the time cell stays a date Excel recognises.
 */

export const CSV_BOM = '\uFEFF';

export interface CsvDialect {
  separator: ',' | ';';
  decimal: '.' | ',';
}

/** Excel's list separator and decimal sign for the portal's language. */
export function csvDialect(locale: Locale): CsvDialect {
  return locale === 'en' ? { separator: ',', decimal: '.' } : { separator: ';', decimal: ',' };
}

/** One CSV cell: quoted when needed; a leading = + - @ is defused so a spreadsheet never runs it. */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

const HOUR_MS = 3_600_000;
/** Per zone, per UTC hour: the zone's offset throughout that hour, or null when it changes in it. */
const hourOffsets = new Map<string, Map<number, number | null>>();

/**
 * The zone's offset at an instant (zoneOffsetMs), looked up once per zone and UTC hour: an export
 * of tens of thousands of lines asks Intl twice per hour of the period instead of twice per cell.
 * An hour whose start and end differ (a transition inside it) asks Intl for every instant in it.
 */
function offsetAt(epochMs: number, timeZone: string): number {
  let hours = hourOffsets.get(timeZone);
  if (!hours) {
    hours = new Map();
    hourOffsets.set(timeZone, hours);
  }
  const hour = Math.floor(epochMs / HOUR_MS);
  let offset = hours.get(hour);
  if (offset === undefined) {
    const start = zoneOffsetMs(hour * HOUR_MS, timeZone);
    offset = start === zoneOffsetMs(hour * HOUR_MS + HOUR_MS - 1, timeZone) ? start : null;
    if (hours.size >= 100_000) hours.clear();
    hours.set(hour, offset);
  }
  return offset ?? zoneOffsetMs(epochMs, timeZone);
}

/** yyyy-mm-dd HH:MM:SS in the zone (a form Excel reads as a date and time in every locale). */
export function localDateTime(iso: string, timeZone: string): string {
  const epochMs = new Date(iso).getTime();
  if (Number.isNaN(epochMs)) localParts(new Date(iso), timeZone); // throws RangeError, as before
  // The wall clock is the instant (to the second) moved by the offset, read as UTC: in years 0 to
  // 9999 its ISO form ("2026-11-05T11:00:00.000Z") starts with exactly the fields, padded alike.
  const wall = new Date(Math.floor(epochMs / 1000) * 1000 + offsetAt(epochMs, timeZone));
  const year = wall.getUTCFullYear();
  if (year >= 0 && year <= 9999) {
    const text = wall.toISOString();
    return `${text.slice(0, 10)} ${text.slice(11, 19)}`;
  }
  return `${pad(year, 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())} ${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}`;
}

/** "Europe/Copenhagen (UTC+01:00)" at that instant. */
export function zoneLabel(iso: string, timeZone: string): string {
  const minutes = Math.round(offsetAt(new Date(iso).getTime(), timeZone) / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${timeZone} (UTC${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)})`;
}

/** A number with the dialect's decimal sign and no thousands separator (2 decimals for money). */
export function csvNumber(value: number, dialect: CsvDialect, decimals = 0): string {
  const text = value.toFixed(decimals);
  return dialect.decimal === ',' ? text.replace('.', ',') : text;
}

/** The whole file: BOM, header in the locale, one CRLF line per redemption. */
export function redemptionsCsv(items: RedemptionRow[], locale: Locale, timeZone: string): string {
  const t = translatorIn(locale, 'partner.redemptions');
  const dialect = csvDialect(locale);
  const header = [
    t('firstName'),
    t('lastName'),
    t('memberNumber'),
    t('homeClub'),
    t('voucher'),
    t('originalPrice'),
    t('currency'),
    t('redeemedAt'),
    t('timeZone'),
    t('usesLeft'),
  ];
  const rows = items.map((item) => [
    item.first_name,
    item.last_name,
    item.member_number,
    item.home_club,
    item.voucher_name,
    csvNumber(item.original_price, dialect, 2),
    item.currency,
    localDateTime(item.redeemed_at, timeZone),
    zoneLabel(item.redeemed_at, timeZone),
    item.uses_left === null ? '' : csvNumber(item.uses_left, dialect),
  ]);
  const lines = [header, ...rows].map((cells) => cells.map((cell) => csvCell(cell)).join(dialect.separator));
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}
