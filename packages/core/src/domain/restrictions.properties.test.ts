import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { translatorFor } from '../i18n/translate';
import {
  describeRestrictions,
  type RedemptionContext,
  mayRedeem,
  startOfLocalDay,
  startOfLocalWeek,
  startOfNextLocalDay,
  type VoucherForRules,
} from './restrictions';
import { localToInstant, minutesToTime, weekdayOf } from './local-time';
import { type VoucherRestrictions, WEEKDAYS, type Weekday } from './voucher';

const HOUR = 3_600_000;
const NORDIC = ['Europe/Copenhagen', 'Europe/Stockholm', 'Europe/Oslo'] as const;
const ZONES = [
  ...NORDIC,
  'UTC',
  'America/New_York',
  'Asia/Kolkata',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
];

const zone = fc.constantFrom(...ZONES);
const nordic = fc.constantFrom(...NORDIC);
const instant = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2037-12-31T00:00:00Z'),
  noInvalidDate: true,
});
const minuteOfDay = fc.integer({ min: 0, max: 1440 });

/** Independent oracle: the wall clock by Swedish formatting and the weekday by its English name. */
function oracle(date: Date, timeZone: string) {
  const text = new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
  const name = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short' }).format(date);
  return {
    day: text.slice(0, 10),
    minutes: Number(text.slice(11, 13)) * 60 + Number(text.slice(14, 16)),
    weekday: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(name) + 1,
  };
}

function voucher(restrictions: VoucherRestrictions, over: Partial<VoucherForRules> = {}): VoucherForRules {
  return {
    active: true,
    validFrom: new Date('1990-01-01T00:00:00Z'),
    validTo: new Date('2050-01-01T00:00:00Z'),
    usesLeft: null,
    inTransfer: false,
    clubId: 1,
    whereClubIds: [],
    whereDepartmentIds: [],
    restrictions,
    ...over,
  };
}

function context(now: Date, timeZone: string, over: Partial<RedemptionContext> = {}): RedemptionContext {
  return {
    now,
    timeZone,
    clubId: 1,
    golferHasMemberNumber: true,
    playingWithMember: 'M-1',
    usage: { usesToday: 0, usesThisWeek: 0, usesAtClub: 0, lastUsedAt: null },
    ...over,
  };
}

const code = (d: ReturnType<typeof mayRedeem>) => (d.ok ? 'OK' : d.refusal.code);
const inOracleWindow = (m: number, from: number, to: number) =>
  from < to ? m >= from && m < to : from > to ? m >= from || m < to : false;

describe('mayRedeem properties', () => {
  it('a voucher for weekday d only is accepted exactly on local weekday d', () => {
    fc.assert(
      fc.property(instant, zone, fc.constantFrom(...WEEKDAYS), (now, tz, day) => {
        const v = voucher({ valid_weekdays: { [day]: { from: '00:00', to: '24:00' } } });
        const expected = oracle(now, tz).weekday === Number(day) ? 'OK' : 'VOUCHER_WRONG_WEEKDAY';
        expect(code(mayRedeem(v, context(now, tz)))).toBe(expected);
      }),
      { numRuns: 400 },
    );
  });

  it('a weekday subset with windows accepts exactly its days and windows', () => {
    const window = fc
      .tuple(minuteOfDay, minuteOfDay)
      .map(([a, b]) => ({ from: minutesToTime(a), to: minutesToTime(b) }));
    fc.assert(
      fc.property(
        instant,
        zone,
        fc.dictionary(fc.constantFrom(...WEEKDAYS), window, { minKeys: 1 }),
        (now, tz, map) => {
          const o = oracle(now, tz);
          const w = map[String(o.weekday) as Weekday];
          const [from, to] = w
            ? [w.from, w.to].map((t) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3)))
            : [0, 0];
          const expected = !w
            ? 'VOUCHER_WRONG_WEEKDAY'
            : inOracleWindow(o.minutes, from as number, to as number)
              ? 'OK'
              : 'VOUCHER_WRONG_TIME';
          expect(code(mayRedeem(voucher({ valid_weekdays: map }), context(now, tz)))).toBe(expected);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('valid_from and valid_to are inclusive bounds', () => {
    fc.assert(
      fc.property(instant, instant, instant, (a, b, now) => {
        const [from, to] = a <= b ? [a, b] : [b, a];
        const v = voucher({}, { validFrom: from, validTo: to });
        const expected = now < from ? 'VOUCHER_NOT_YET_VALID' : now > to ? 'VOUCHER_EXPIRED' : 'OK';
        expect(code(mayRedeem(v, context(now, 'Europe/Copenhagen')))).toBe(expected);
        expect(code(mayRedeem(v, context(from, 'Europe/Copenhagen')))).toBe('OK');
        expect(code(mayRedeem(v, context(to, 'Europe/Copenhagen')))).toBe('OK');
      }),
    );
  });

  it('the per-day and per-week limits are never exceeded and are reached', () => {
    const attempts = fc.array(fc.integer({ min: 1, max: 900 }), { minLength: 1, maxLength: 60 });
    fc.assert(
      fc.property(
        instant,
        nordic,
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 8 }),
        attempts,
        (start, tz, perDay, perWeek, gapsMinutes) => {
          const v = voucher({ valid_times_per_day: perDay, valid_times_per_week: perWeek });
          const used: Date[] = [];
          const tried: Date[] = [];
          let now = start;
          for (const gap of gapsMinutes) {
            now = new Date(now.getTime() + gap * 60_000);
            tried.push(now);
            const dayStart = startOfLocalDay(now, tz).getTime();
            const weekStart = startOfLocalWeek(now, tz).getTime();
            const usage = {
              usesToday: used.filter((t) => t.getTime() >= dayStart).length,
              usesThisWeek: used.filter((t) => t.getTime() >= weekStart).length,
              usesAtClub: used.length,
              lastUsedAt: used.at(-1) ?? null,
            };
            if (mayRedeem(v, context(now, tz, { usage })).ok) used.push(now);
          }
          const perDayCount = new Map<string, number>();
          for (const t of used)
            perDayCount.set(oracle(t, tz).day, (perDayCount.get(oracle(t, tz).day) ?? 0) + 1);
          for (const count of perDayCount.values()) expect(count).toBeLessThanOrEqual(perDay);
          const weekOf = (t: Date) => {
            const o = oracle(t, tz);
            const [y, m, d] = o.day.split('-').map(Number) as [number, number, number];
            return new Date(Date.UTC(y, m - 1, d - (o.weekday - 1))).toISOString().slice(0, 10);
          };
          const perWeekCount = new Map<string, number>();
          for (const t of used) perWeekCount.set(weekOf(t), (perWeekCount.get(weekOf(t)) ?? 0) + 1);
          for (const count of perWeekCount.values()) expect(count).toBeLessThanOrEqual(perWeek);
          // Greedy use: each local day gets min(attempts that day, perDay, what the week allows) uses.
          const firstDay = oracle(tried[0] as Date, tz).day;
          const firstDayAttempts = tried.filter((t) => oracle(t, tz).day === firstDay).length;
          expect(perDayCount.get(firstDay) ?? 0).toBe(Math.min(firstDayAttempts, perDay, perWeek));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('the per-club limit is never exceeded', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 0, max: 10 }), (limit, usesAtClub) => {
        const v = voucher({ valid_times_per_club: limit });
        const c = context(new Date('2025-06-11T10:00:00Z'), 'Europe/Oslo', {
          usage: { usesToday: 0, usesThisWeek: 0, usesAtClub, lastUsedAt: null },
        });
        expect(code(mayRedeem(v, c))).toBe(usesAtClub < limit ? 'OK' : 'VOUCHER_CLUB_LIMIT');
      }),
    );
  });

  it('an excluded day is refused from its first to its last local instant', () => {
    fc.assert(
      fc.property(instant, zone, (now, tz) => {
        const day = oracle(now, tz).day;
        const v = voucher({ exclusions: [{ date: day }] });
        const first = startOfLocalDay(now, tz);
        const next = startOfNextLocalDay(now, tz);
        expect(code(mayRedeem(v, context(now, tz)))).toBe('VOUCHER_EXCLUDED_DAY');
        expect(code(mayRedeem(v, context(first, tz)))).toBe('VOUCHER_EXCLUDED_DAY');
        expect(code(mayRedeem(v, context(new Date(next.getTime() - 1), tz)))).toBe('VOUCHER_EXCLUDED_DAY');
        expect(code(mayRedeem(v, context(new Date(first.getTime() - 1), tz)))).toBe('OK');
        expect(code(mayRedeem(v, context(next, tz)))).toBe('OK');
      }),
      { numRuns: 300 },
    );
  });

  it('valid_within_hours: accepted exactly when N hours have passed', () => {
    fc.assert(
      fc.property(
        instant,
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 0, max: 400 * HOUR }),
        (now, hours, ago) => {
          const v = voucher({ valid_within_hours: hours });
          const lastUsedAt = new Date(now.getTime() - ago);
          const d = mayRedeem(
            v,
            context(now, 'UTC', { usage: { usesToday: 0, usesThisWeek: 0, usesAtClub: 0, lastUsedAt } }),
          );
          if (ago >= hours * HOUR) expect(d).toEqual({ ok: true });
          else {
            expect(d.ok).toBe(false);
            if (!d.ok) {
              expect(d.refusal.code).toBe('VOUCHER_TOO_SOON');
              expect(d.refusal.params?.hours).toBe(Math.ceil((hours * HOUR - ago) / HOUR));
            }
          }
        },
      ),
    );
  });

  it('DST Sundays in Copenhagen, Stockholm and Oslo: time windows follow the wall clock', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2000, max: 2037 }),
        nordic,
        fc.constantFrom(3, 10),
        minuteOfDay,
        minuteOfDay,
        (year, tz, month, a, b) => {
          const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
          const sunday = lastDay - (weekdayOf({ year, month, day: lastDay }) % 7);
          const v = voucher({
            valid_time_from: minutesToTime(a),
            valid_time_to: minutesToTime(b),
            valid_weekdays: { '7': { from: '00:00', to: '24:00' } },
          });
          const start = localToInstant({ year, month, day: sunday }, tz).getTime();
          const end = localToInstant({ year, month, day: sunday + 1 }, tz).getTime();
          expect(end - start).toBe((month === 3 ? 23 : 25) * HOUR);
          for (let t = start; t < end; t += 10 * 60_000) {
            const now = new Date(t);
            const o = oracle(now, tz);
            expect(o.weekday).toBe(7);
            expect(code(mayRedeem(v, context(now, tz)))).toBe(
              inOracleWindow(o.minutes, a, b) ? 'OK' : 'VOUCHER_WRONG_TIME',
            );
          }
          expect(code(mayRedeem(v, context(new Date(end), tz)))).toBe('VOUCHER_WRONG_WEEKDAY');
        },
      ),
      { numRuns: 60 },
    );
  }, 30_000);

  it('removing a restriction never turns an acceptance into a refusal', () => {
    const window = fc
      .tuple(minuteOfDay, minuteOfDay)
      .map(([a, b]) => ({ from: minutesToTime(a), to: minutesToTime(b) }));
    const restrictions = fc.record(
      {
        valid_time_from: minuteOfDay.map(minutesToTime),
        valid_time_to: minuteOfDay.map(minutesToTime),
        valid_weekdays: fc.dictionary(fc.constantFrom(...WEEKDAYS), window),
        valid_times_per_club: fc.integer({ min: 1, max: 4 }),
        valid_times_per_day: fc.integer({ min: 1, max: 4 }),
        valid_times_per_week: fc.integer({ min: 1, max: 4 }),
        valid_within_hours: fc.integer({ min: 1, max: 48 }),
        requires_member_number: fc.boolean(),
        playing_with_member: fc.boolean(),
        exclusions: fc.array(
          fc.record(
            {
              date: fc
                .date({ min: new Date('2025-06-01'), max: new Date('2025-06-30'), noInvalidDate: true })
                .map((d) => d.toISOString().slice(0, 10)),
              except: fc.option(window, { nil: undefined }),
            },
            { requiredKeys: ['date'] },
          ),
          { maxLength: 5 },
        ),
      },
      { requiredKeys: [] },
    );
    const usage = fc.record({
      usesToday: fc.integer({ min: 0, max: 5 }),
      usesThisWeek: fc.integer({ min: 0, max: 5 }),
      usesAtClub: fc.integer({ min: 0, max: 5 }),
      lastUsedAt: fc.option(
        fc.date({ min: new Date('2025-05-25'), max: new Date('2025-06-30'), noInvalidDate: true }),
        {
          nil: null,
        },
      ),
    });
    fc.assert(
      fc.property(
        restrictions,
        usage,
        fc.date({ min: new Date('2025-06-01'), max: new Date('2025-06-30'), noInvalidDate: true }),
        nordic,
        fc.boolean(),
        fc.option(fc.constant('M-7'), { nil: null }),
        (r, u, now, tz, hasMember, partner) => {
          const c = context(now, tz, {
            usage: u,
            golferHasMemberNumber: hasMember,
            playingWithMember: partner,
          });
          if (!mayRedeem(voucher(r), c).ok) return;
          // valid_time_from and valid_time_to form one window (22:00-02:00 runs past midnight).
          const groups: (keyof VoucherRestrictions)[][] = [
            ['valid_time_from', 'valid_time_to'],
            ...(Object.keys(r) as (keyof VoucherRestrictions)[])
              .filter((key) => key !== 'valid_time_from' && key !== 'valid_time_to')
              .map((key) => [key]),
          ];
          for (const group of groups) {
            const relaxed = Object.fromEntries(
              Object.entries(r).filter(([key]) => !group.includes(key as keyof VoucherRestrictions)),
            ) as VoucherRestrictions;
            expect(mayRedeem(voucher(relaxed), c)).toEqual({ ok: true });
          }
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe('describeRestrictions properties', () => {
  const full = { from: '00:00', to: '24:00' };
  it('shows the weekday list exactly when 1 to 6 whole days are listed, naming each once', () => {
    fc.assert(
      fc.property(
        fc.subarray([...WEEKDAYS]),
        fc.constantFrom('da', 'en', 'no', 'sv', 'de', 'is', 'fi' as const),
        (days, locale) => {
          const map = Object.fromEntries(days.map((d) => [d, full]));
          const lines = describeRestrictions(
            { restrictions: { valid_weekdays: map } },
            locale,
            translatorFor(locale),
          );
          const shown = days.length >= 1 && days.length <= 6;
          expect(lines.map((l) => l.key)).toEqual(shown ? ['domain.restrictions.weekdays'] : []);
        },
      ),
    );
  });

  it('every listed day with a partial window is shown in exactly one line', () => {
    const partial = { from: '08:00', to: '12:00' };
    fc.assert(
      fc.property(
        fc.subarray([...WEEKDAYS], { minLength: 1 }),
        fc.subarray([...WEEKDAYS]),
        (listed, withWindow) => {
          const map = Object.fromEntries(listed.map((d) => [d, withWindow.includes(d) ? partial : full]));
          const lines = describeRestrictions(
            { restrictions: { valid_weekdays: map } },
            'en',
            translatorFor('en'),
          );
          const windowed = listed.filter((d) => withWindow.includes(d));
          const windowLines = lines.filter((l) => l.key === 'domain.restrictions.weekdaysWindow');
          expect(windowLines).toHaveLength(windowed.length > 0 ? 1 : 0);
          const names = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
          for (const d of windowed)
            expect(String(windowLines[0]?.params?.days)).toContain(names[Number(d) - 1]);
          const wholeDayLines = lines.filter((l) => l.key === 'domain.restrictions.weekdays');
          expect(wholeDayLines).toHaveLength(listed.length < 7 && windowed.length < listed.length ? 1 : 0);
        },
      ),
    );
  });
});
