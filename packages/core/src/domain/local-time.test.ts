import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  isoWeekday,
  isRealDate,
  localDate,
  localMinutes,
  localParts,
  localToInstant,
  minutesToTime,
  parseIsoDay,
  startOfLocalDay,
  startOfLocalWeek,
  startOfNextLocalDay,
  timeToMinutes,
  weekdayOf,
  zoneOffsetMs,
} from './local-time';

const HOUR = 3_600_000;
const NORDIC = ['Europe/Copenhagen', 'Europe/Stockholm', 'Europe/Oslo'] as const;
/** Nordic zones plus zones with odd offsets, midnight DST, 30-minute DST and a skipped day. */
const ZONES = [
  ...NORDIC,
  'UTC',
  'America/New_York',
  'America/Sao_Paulo',
  'Asia/Kolkata',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'Pacific/Apia',
] as const;

const zone = fc.constantFrom(...ZONES);
const instant = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2037-12-31T00:00:00Z'),
  noInvalidDate: true,
});

/** An oracle built differently: Swedish formatting gives "yyyy-mm-dd hh:mm:ss". */
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
  const weekday = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short' }).format(date);
  return {
    day: text.slice(0, 10),
    minutes: Number(text.slice(11, 13)) * 60 + Number(text.slice(14, 16)),
    weekday: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(weekday) + 1,
  };
}

describe('local parts', () => {
  it('reads the wall clock in the zone, not the machine', () => {
    const now = new Date('2025-06-11T22:30:00Z');
    expect(localDate(now, 'Europe/Copenhagen')).toBe('2025-06-12');
    expect(localMinutes(now, 'Europe/Copenhagen')).toBe(30);
    expect(localDate(now, 'UTC')).toBe('2025-06-11');
    expect(localMinutes(now, 'UTC')).toBe(22 * 60 + 30);
    expect(isoWeekday(now, 'Europe/Copenhagen')).toBe(4);
    expect(isoWeekday(now, 'America/New_York')).toBe(3);
  });

  it('numbers Sunday 7 and Monday 1', () => {
    expect(isoWeekday(new Date('2025-06-15T12:00:00Z'), 'Europe/Oslo')).toBe(7);
    expect(isoWeekday(new Date('2025-06-16T12:00:00Z'), 'Europe/Oslo')).toBe(1);
  });

  it('gives the zone offset, summer and winter', () => {
    expect(zoneOffsetMs(Date.parse('2025-01-15T12:00:00Z'), 'Europe/Stockholm')).toBe(HOUR);
    expect(zoneOffsetMs(Date.parse('2025-07-15T12:00:00Z'), 'Europe/Stockholm')).toBe(2 * HOUR);
    expect(zoneOffsetMs(Date.parse('2025-07-15T12:00:00Z'), 'Asia/Kolkata')).toBe(5.5 * HOUR);
  });

  it('refuses an invalid date and an unknown zone', () => {
    expect(() => localParts(new Date(Number.NaN), 'UTC')).toThrow(RangeError);
    expect(() => localDate(new Date(), 'Mars/Olympus_Mons')).toThrow(RangeError);
  });

  it('agrees with an independent Intl oracle', () => {
    fc.assert(
      fc.property(instant, zone, (now, tz) => {
        const expected = oracle(now, tz);
        expect(localDate(now, tz)).toBe(expected.day);
        expect(localMinutes(now, tz)).toBe(expected.minutes);
        expect(isoWeekday(now, tz)).toBe(expected.weekday);
      }),
      { numRuns: 500 },
    );
  });
});

describe('calendar helpers', () => {
  it('parses only real dates', () => {
    expect(parseIsoDay('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDay('2023-02-29')).toBeNull();
    expect(parseIsoDay('2023-13-01')).toBeNull();
    expect(parseIsoDay('2023-1-01')).toBeNull();
    expect(isRealDate({ year: 2023, month: 4, day: 31 })).toBe(false);
  });

  it('adds days across months and years and knows weekdays', () => {
    expect(addDays({ year: 2024, month: 12, day: 30 }, 3)).toEqual({ year: 2025, month: 1, day: 2 });
    expect(addDays({ year: 2024, month: 3, day: 1 }, -1)).toEqual({ year: 2024, month: 2, day: 29 });
    expect(weekdayOf({ year: 2025, month: 6, day: 11 })).toBe(3);
  });

  it('converts times of day', () => {
    expect(timeToMinutes('00:00')).toBe(0);
    expect(timeToMinutes('08:30')).toBe(510);
    expect(timeToMinutes('24:00')).toBe(1440);
    expect(() => timeToMinutes('24:01')).toThrow(RangeError);
    expect(() => timeToMinutes('8:30')).toThrow(RangeError);
    expect(minutesToTime(510)).toBe('08:30');
    expect(minutesToTime(1440)).toBe('24:00');
  });
});

describe('local wall clock to instant', () => {
  it('maps an ordinary time', () => {
    expect(
      localToInstant({ year: 2025, month: 6, day: 11, hour: 12 }, 'Europe/Copenhagen').toISOString(),
    ).toBe('2025-06-11T10:00:00.000Z');
  });

  it('moves a skipped time forward (spring) and takes the earlier of a repeated one (autumn)', () => {
    const spring = localToInstant(
      { year: 2025, month: 3, day: 30, hour: 2, minute: 30 },
      'Europe/Copenhagen',
    );
    expect(spring.toISOString()).toBe('2025-03-30T01:30:00.000Z');
    expect(localMinutes(spring, 'Europe/Copenhagen')).toBe(3 * 60 + 30);
    const autumn = localToInstant(
      { year: 2025, month: 10, day: 26, hour: 2, minute: 30 },
      'Europe/Copenhagen',
    );
    expect(autumn.toISOString()).toBe('2025-10-26T00:30:00.000Z');
  });

  it('starts a day whose midnight does not exist at the transition', () => {
    // São Paulo moved clocks from 00:00 to 01:00 on 2018-11-04.
    const start = startOfLocalDay(new Date('2018-11-04T15:00:00Z'), 'America/Sao_Paulo');
    expect(start.toISOString()).toBe('2018-11-04T03:00:00.000Z');
    expect(localMinutes(start, 'America/Sao_Paulo')).toBe(60);
  });

  it('survives a skipped calendar day (Apia, 2011-12-30)', () => {
    const start = localToInstant({ year: 2011, month: 12, day: 30 }, 'Pacific/Apia');
    expect(localDate(start, 'Pacific/Apia')).toBe('2011-12-31');
  });

  it('round-trips every wall-clock time that exists', () => {
    fc.assert(
      fc.property(instant, zone, (now, tz) => {
        const parts = localParts(now, tz);
        const back = localToInstant(parts, tz);
        expect(localParts(back, tz)).toEqual({ ...parts, second: 0 });
        expect(back.getTime()).toBeLessThanOrEqual(now.getTime());
      }),
      { numRuns: 500 },
    );
  });
});

describe('start of local day and week', () => {
  it('Copenhagen days are 23 and 25 hours long on the DST Sundays', () => {
    const tz = 'Europe/Copenhagen';
    const spring = new Date('2025-03-30T12:00:00Z');
    expect(startOfLocalDay(spring, tz).toISOString()).toBe('2025-03-29T23:00:00.000Z');
    expect(startOfNextLocalDay(spring, tz).getTime() - startOfLocalDay(spring, tz).getTime()).toBe(23 * HOUR);
    const autumn = new Date('2025-10-26T12:00:00Z');
    expect(startOfLocalDay(autumn, tz).toISOString()).toBe('2025-10-25T22:00:00.000Z');
    expect(startOfNextLocalDay(autumn, tz).getTime() - startOfLocalDay(autumn, tz).getTime()).toBe(25 * HOUR);
  });

  it('starts the week on Monday 00:00 local', () => {
    const sunday = new Date('2025-06-15T21:59:00Z'); // 23:59 Sunday in Copenhagen
    expect(startOfLocalWeek(sunday, 'Europe/Copenhagen').toISOString()).toBe('2025-06-08T22:00:00.000Z');
    const monday = new Date('2025-06-15T22:00:00Z'); // 00:00 Monday in Copenhagen
    expect(startOfLocalWeek(monday, 'Europe/Copenhagen').toISOString()).toBe('2025-06-15T22:00:00.000Z');
  });

  it('a day starts at its first instant, in any zone', () => {
    fc.assert(
      fc.property(instant, zone, (now, tz) => {
        const start = startOfLocalDay(now, tz);
        const next = startOfNextLocalDay(now, tz);
        expect(start.getTime()).toBeLessThanOrEqual(now.getTime());
        expect(now.getTime()).toBeLessThan(next.getTime());
        expect(localDate(start, tz)).toBe(localDate(now, tz));
        expect(localDate(new Date(start.getTime() - 1), tz) < localDate(now, tz)).toBe(true);
        expect(localDate(new Date(next.getTime() - 1), tz)).toBe(localDate(now, tz));
        expect(localDate(next, tz) > localDate(now, tz)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('a week starts on the Monday at or before now, after a Sunday', () => {
    fc.assert(
      fc.property(instant, zone, (now, tz) => {
        const start = startOfLocalWeek(now, tz);
        expect(start.getTime()).toBeLessThanOrEqual(now.getTime());
        expect(now.getTime() - start.getTime()).toBeLessThan(7 * 24 * HOUR + 2 * HOUR);
        expect(isoWeekday(start, tz)).toBe(1);
        expect(isoWeekday(new Date(start.getTime() - 1), tz)).toBe(7);
        expect(startOfLocalDay(start, tz).getTime()).toBe(start.getTime());
      }),
      { numRuns: 500 },
    );
  });

  it('Nordic DST Sundays: 23 hours in March, 25 in October, every year', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2000, max: 2037 }), fc.constantFrom(...NORDIC), (year, tz) => {
        for (const [month, hours] of [
          [3, 23],
          [10, 25],
        ] as const) {
          const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
          const lastSunday = lastDay - (weekdayOf({ year, month, day: lastDay }) % 7);
          const noon = localToInstant({ year, month, day: lastSunday, hour: 12 }, tz);
          const length = startOfNextLocalDay(noon, tz).getTime() - startOfLocalDay(noon, tz).getTime();
          expect(length).toBe(hours * HOUR);
        }
      }),
    );
  });
});
