import type { ErrorCode } from '../errors/codes';
import { formatCalendarDate } from '../format/dates';
import type { TranslationKey } from '../i18n/keys';
import type { Locale } from '../i18n/locales';
import type { Translator } from '../i18n/translator';
import { isoWeekday, localDate, localMinutes, timeToMinutes } from './local-time';
import { type TimeWindow, type VoucherRestrictions, WEEKDAYS, type Weekday } from './voucher';
import { isExpired, isInTransfer, isNotYetValid, isUsedUp } from './voucher-state';

export {
  startOfLocalDay,
  startOfLocalWeek,
  startOfNextLocalDay,
} from './local-time';

/** What the engine needs to know about a voucher. */
export interface VoucherForRules {
  active: boolean;
  validFrom: Date;
  validTo: Date;
  /** null = unlimited */
  usesLeft: number | null;
  inTransfer: boolean;
  /** The issuing club. */
  clubId: number;
  /** Both empty = the issuing club only. */
  whereClubIds: number[];
  whereDepartmentIds: number[];
  restrictions: VoucherRestrictions;
}

/** How the voucher has been used so far, counted by the caller (the API, in SQL). */
export interface RedemptionUsage {
  /** This voucher's uses on the same local day (club's zone): since startOfLocalDay(now, tz). */
  usesToday: number;
  /** Uses in the same ISO week (Monday start), club's zone: since startOfLocalWeek(now, tz). */
  usesThisWeek: number;
  /** Uses at this club, ever. */
  usesAtClub: number;
  lastUsedAt: Date | null;
}

/** Where, when and by whom the voucher is about to be used. */
export interface RedemptionContext {
  now: Date;
  /** The club's IANA zone, e.g. 'Europe/Copenhagen'. */
  timeZone: string;
  clubId: number;
  departmentId?: number | null;
  golferHasMemberNumber: boolean;
  /** The partner's member number when the voucher needs one. */
  playingWithMember?: string | null;
  usage: RedemptionUsage;
}

export type RedeemRefusal = { code: ErrorCode; params?: Record<string, string | number> };
export type RedeemDecision = { ok: true } | { ok: false; refusal: RedeemRefusal };

const HOUR_MS = 3_600_000;
const FULL_DAY = { from: '00:00', to: '24:00' } as const;

/**
 * True when minute-of-day `minutes` lies in the window [from, to). '24:00' is the end of the day.
 * A window whose end is before its start runs past midnight (22:00–02:00); from = to is empty.
 */
export function inTimeWindow(minutes: number, window: { from?: string; to?: string }): boolean {
  const from = timeToMinutes(window.from ?? FULL_DAY.from);
  const to = timeToMinutes(window.to ?? FULL_DAY.to);
  if (from < to) return minutes >= from && minutes < to;
  if (from > to) return minutes >= from || minutes < to;
  return false;
}

function isFullDay(window: TimeWindow): boolean {
  return timeToMinutes(window.from) === 0 && timeToMinutes(window.to) === 1440;
}

/**
 * Whether the time window of the day (valid_time_from and valid_time_to, both set) runs past
 * midnight: from after to, so 17:00–09:00 means from 17:00 until 09:00 the next day. The engine
 * accepts such a window (mayRedeem); the portal asks the club to confirm it before saving.
 */
export function isOvernightWindow(
  r: Pick<VoucherRestrictions, 'valid_time_from' | 'valid_time_to'>,
): boolean {
  if (!r.valid_time_from || !r.valid_time_to) return false;
  return timeToMinutes(r.valid_time_from) > timeToMinutes(r.valid_time_to);
}

/** The weekdays listed in a valid_weekdays map, in order Monday to Sunday. */
export function listedWeekdays(restrictions: VoucherRestrictions): Weekday[] {
  const map = restrictions.valid_weekdays;
  return map ? WEEKDAYS.filter((day) => map[day] !== undefined) : [];
}

type Check = (voucher: VoucherForRules, context: RedemptionContext) => RedeemRefusal | null;

const refuse = (code: ErrorCode, params?: Record<string, string | number>): RedeemRefusal =>
  params ? { code, params } : { code };

function isValidHere(voucher: VoucherForRules, context: RedemptionContext): boolean {
  const { whereClubIds, whereDepartmentIds } = voucher;
  if (context.departmentId != null && whereDepartmentIds.includes(context.departmentId)) return true;
  if (whereClubIds.includes(context.clubId)) return true;
  return whereClubIds.length === 0 && whereDepartmentIds.length === 0 && context.clubId === voucher.clubId;
}

/** The checks in the order they are applied; the first that refuses decides. */
const CHECKS: readonly Check[] = [
  (v) => (v.active ? null : refuse('VOUCHER_INACTIVE')),
  (v) => (isInTransfer(v) ? refuse('VOUCHER_IN_TRANSFER') : null),
  (v, c) => (isNotYetValid(v, c.now) ? refuse('VOUCHER_NOT_YET_VALID') : null),
  (v, c) => (isExpired(v, c.now) ? refuse('VOUCHER_EXPIRED') : null),
  (v) => (isUsedUp(v) ? refuse('VOUCHER_USED_UP') : null),
  (v, c) => (isValidHere(v, c) ? null : refuse('VOUCHER_NOT_VALID_HERE')),
  (v, c) => {
    const exclusions = v.restrictions.exclusions;
    if (!exclusions?.length) return null;
    const today = localDate(c.now, c.timeZone);
    const minutes = localMinutes(c.now, c.timeZone);
    const refused = exclusions.some(
      (exclusion) =>
        exclusion.date === today && !(exclusion.except && inTimeWindow(minutes, exclusion.except)),
    );
    return refused ? refuse('VOUCHER_EXCLUDED_DAY', { date: today }) : null;
  },
  (v, c) => {
    const map = v.restrictions.valid_weekdays;
    if (!map || listedWeekdays(v.restrictions).length === 0) return null;
    const weekday = isoWeekday(c.now, c.timeZone);
    const window = map[String(weekday) as Weekday];
    if (!window) return refuse('VOUCHER_WRONG_WEEKDAY', { weekday });
    if (inTimeWindow(localMinutes(c.now, c.timeZone), window)) return null;
    return refuse('VOUCHER_WRONG_TIME', { from: window.from, to: window.to });
  },
  (v, c) => {
    const { valid_time_from: from, valid_time_to: to } = v.restrictions;
    if (from === undefined && to === undefined) return null;
    const window = { from: from ?? FULL_DAY.from, to: to ?? FULL_DAY.to };
    return inTimeWindow(localMinutes(c.now, c.timeZone), window)
      ? null
      : refuse('VOUCHER_WRONG_TIME', window);
  },
  (v, c) => {
    const limit = v.restrictions.valid_times_per_club;
    return limit !== undefined && c.usage.usesAtClub >= limit
      ? refuse('VOUCHER_CLUB_LIMIT', { limit })
      : null;
  },
  (v, c) => {
    const limit = v.restrictions.valid_times_per_day;
    return limit !== undefined && c.usage.usesToday >= limit
      ? refuse('VOUCHER_DAILY_LIMIT', { limit })
      : null;
  },
  (v, c) => {
    const limit = v.restrictions.valid_times_per_week;
    return limit !== undefined && c.usage.usesThisWeek >= limit
      ? refuse('VOUCHER_WEEKLY_LIMIT', { limit })
      : null;
  },
  (v, c) => {
    const hours = v.restrictions.valid_within_hours;
    const last = c.usage.lastUsedAt;
    if (hours === undefined || !last) return null;
    const remaining = last.getTime() + hours * HOUR_MS - c.now.getTime();
    return remaining > 0 ? refuse('VOUCHER_TOO_SOON', { hours: Math.ceil(remaining / HOUR_MS) }) : null;
  },
  (v, c) =>
    v.restrictions.requires_member_number && !c.golferHasMemberNumber
      ? refuse('VOUCHER_REQUIRES_MEMBER')
      : null,
  (v, c) =>
    v.restrictions.playing_with_member && !c.playingWithMember?.trim()
      ? refuse('VOUCHER_REQUIRES_PLAYING_PARTNER')
      : null,
];

/**
 * May this voucher be used here, now, by this golfer? If not, the first reason, as an error code.
 *
 * Invariants:
 * - Pure: the answer depends only on the arguments (the clock is `context.now`).
 * - Checks run in this order and the first failing one is the answer: inactive; in transfer;
 *   not yet valid (now < validFrom); expired (now > validTo; both bounds inclusive); no uses left
 *   (usesLeft ≤ 0; null is unlimited) — these four are the rules of voucher-state.ts; not valid here; excluded day; weekday (and its window);
 *   time of day; per-club, per-day, per-week limits; too soon after the last use; member number;
 *   playing partner.
 * - Valid here when the department is listed in whereDepartmentIds, or the club in whereClubIds, or
 *   both lists are empty and the club is the issuing club.
 * - All local-time reasoning (days, weekdays, times, exclusions) uses the club's zone, so it is
 *   DST-correct; time windows are [from, to) in wall-clock minutes, '24:00' being the end of day.
 * - An exclusion refuses the whole local day `date`, except inside its optional `except` window.
 * - valid_weekdays: when it lists at least one weekday, the other weekdays are refused
 *   (VOUCHER_WRONG_WEEKDAY) and a listed day is limited to its window (VOUCHER_WRONG_TIME). An empty
 *   map restricts nothing.
 * - A limit of N allows a use while fewer than N uses are counted (usage < N).
 * - valid_within_hours N: refused until N hours after lastUsedAt; params.hours is the number of
 *   whole hours still to wait, rounded up.
 * - requires_member_number needs golferHasMemberNumber; playing_with_member needs a non-blank
 *   playingWithMember.
 * - valid_time_from alone runs to 24:00, valid_time_to alone from 00:00; from after to runs past
 *   midnight (22:00–02:00).
 * - Relaxing a voucher (removing a restriction; the time window's from and to together) never turns
 *   an acceptance into a refusal.
 */
export function mayRedeem(voucher: VoucherForRules, context: RedemptionContext): RedeemDecision {
  for (const check of CHECKS) {
    const refusal = check(voucher, context);
    if (refusal) return { ok: false, refusal };
  }
  return { ok: true };
}

/** One line of the restrictions block: an i18n key in section `domain` and its parameters. */
export interface RestrictionLine {
  key: TranslationKey;
  params?: Record<string, string | number>;
}

export interface DescribeOptions {
  /** Exclusions before this local date ('yyyy-mm-dd') are left out. */
  today?: string;
}

function sameWindow(a: TimeWindow, b: TimeWindow): boolean {
  return timeToMinutes(a.from) === timeToMinutes(b.from) && timeToMinutes(a.to) === timeToMinutes(b.to);
}

function describeWeekdays(
  restrictions: VoucherRestrictions,
  locale: Locale,
  t: Translator,
): RestrictionLine[] {
  const map = restrictions.valid_weekdays;
  const days = listedWeekdays(restrictions);
  if (!map || days.length === 0) return [];
  const groups: { window: TimeWindow; days: Weekday[] }[] = [];
  for (const day of days) {
    const window = map[day] ?? FULL_DAY;
    const group = groups.find((g) => sameWindow(g.window, window));
    if (group) group.days.push(day);
    else groups.push({ window, days: [day] });
  }
  const list = new Intl.ListFormat(locale === 'no' ? 'nb' : locale, { type: 'conjunction' });
  const lines: RestrictionLine[] = [];
  for (const group of groups) {
    const names = list.format(group.days.map((day) => t(`domain.weekdays.${day}`)));
    if (!isFullDay(group.window)) {
      lines.push({
        key: 'domain.restrictions.weekdaysWindow',
        params: { days: names, from: group.window.from, to: group.window.to },
      });
    } else if (days.length < WEEKDAYS.length) {
      lines.push({ key: 'domain.restrictions.weekdays', params: { days: names } });
    }
  }
  return lines;
}

/**
 * The restrictions block in words, for the details popup and the PDF: i18n keys of section
 * `domain` with their parameters, in a fixed order. Weekday names, lists and dates are already in
 * `locale` (weekday names through `t`); translate each line with the same `t(key, params)`.
 *
 * Invariants:
 * - The weekday list appears only when 1 to 6 weekdays are listed (spec §9); a weekday window that
 *   is not the whole day is shown for the days it applies to, even when all 7 days are listed.
 * - No line for a restriction that is absent; no restriction, no lines.
 */
export function describeRestrictions(
  voucher: { restrictions: VoucherRestrictions },
  locale: Locale,
  t: Translator,
  options: DescribeOptions = {},
): RestrictionLine[] {
  const r = voucher.restrictions;
  const lines: RestrictionLine[] = [];
  if (r.valid_time_from !== undefined || r.valid_time_to !== undefined) {
    lines.push({
      key: 'domain.restrictions.timeOfDay',
      params: { from: r.valid_time_from ?? FULL_DAY.from, to: r.valid_time_to ?? FULL_DAY.to },
    });
  }
  lines.push(...describeWeekdays(r, locale, t));
  if (r.valid_times_per_club !== undefined) {
    lines.push({ key: 'domain.restrictions.perClub', params: { count: r.valid_times_per_club } });
  }
  if (r.valid_times_per_day !== undefined) {
    lines.push({ key: 'domain.restrictions.perDay', params: { count: r.valid_times_per_day } });
  }
  if (r.valid_times_per_week !== undefined) {
    lines.push({ key: 'domain.restrictions.perWeek', params: { count: r.valid_times_per_week } });
  }
  if (r.valid_within_hours !== undefined) {
    lines.push({ key: 'domain.restrictions.withinHours', params: { hours: r.valid_within_hours } });
  }
  if (r.requires_member_number) lines.push({ key: 'domain.restrictions.requiresMember' });
  if (r.playing_with_member) lines.push({ key: 'domain.restrictions.playingWithMember' });
  const exclusions = [...(r.exclusions ?? [])]
    .filter((exclusion) => options.today === undefined || exclusion.date >= options.today)
    .sort((a, b) => a.date.localeCompare(b.date));
  for (const exclusion of exclusions) {
    const date = formatCalendarDate(exclusion.date, locale) ?? exclusion.date;
    lines.push(
      exclusion.except
        ? {
            key: 'domain.restrictions.excludedDayExcept',
            params: { date, from: exclusion.except.from, to: exclusion.except.to },
          }
        : { key: 'domain.restrictions.excludedDay', params: { date } },
    );
  }
  return lines;
}

/** describeRestrictions, translated: one sentence per line. */
export function restrictionTexts(
  voucher: { restrictions: VoucherRestrictions },
  locale: Locale,
  t: Translator,
  options: DescribeOptions = {},
): string[] {
  return describeRestrictions(voucher, locale, t, options).map((line) => t(line.key, line.params));
}
