import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dashedToServer,
  formatCalendarDate,
  formatDashedDate,
  formatDate,
  formatDateTime,
  formatServerDate,
  fromUnixSeconds,
  parseDashedDate,
  parseLocalDateTime,
  parseServerDate,
  serverToDashed,
  toUnixSeconds,
} from './dates';

/** 23:30 UTC on 31 December 2024 is already 1 January 2025 in Copenhagen. */
const NEW_YEAR = new Date('2024-12-31T23:30:00Z');

describe('display forms', () => {
  it('dd.mm.yyyy, year first in English, in the given zone', () => {
    expect(formatDate(NEW_YEAR, 'Europe/Copenhagen', 'da')).toBe('01.01.2025');
    expect(formatDate(NEW_YEAR, 'Europe/Copenhagen', 'en')).toBe('2025.01.01');
    expect(formatDate(NEW_YEAR, 'UTC', 'sv')).toBe('31.12.2024');
  });

  it('the long form adds hours and minutes on a 24-hour clock', () => {
    expect(formatDateTime(NEW_YEAR, 'Europe/Copenhagen', 'no')).toBe('01.01.2025 00:30');
    expect(formatDateTime(new Date('2025-06-11T13:05:00Z'), 'Europe/Stockholm', 'en')).toBe(
      '2025.06.11 15:05',
    );
  });

  it('calendar dates have no zone', () => {
    expect(formatCalendarDate('2025-07-01', 'de')).toBe('01.07.2025');
    expect(formatCalendarDate('2025-07-01', 'en')).toBe('2025.07.01');
    expect(formatCalendarDate('2025-02-30', 'da')).toBeNull();
  });

  it('dashed and server forms', () => {
    expect(formatDashedDate(NEW_YEAR, 'Europe/Oslo')).toBe('01-01-2025');
    expect(formatServerDate(NEW_YEAR, 'Europe/Oslo')).toBe('2025-01-01');
    expect(formatServerDate(NEW_YEAR, 'America/New_York')).toBe('2024-12-31');
  });
});

describe('parsing', () => {
  it('parses the server and dashed forms, refusing impossible dates', () => {
    expect(parseServerDate('1970-06-15')).toEqual({ year: 1970, month: 6, day: 15 });
    expect(parseServerDate(' 2024-02-29 ')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseServerDate('2023-02-29')).toBeNull();
    expect(parseServerDate('15-06-1970')).toBeNull();
    expect(parseDashedDate('15-06-1970')).toEqual({ year: 1970, month: 6, day: 15 });
    expect(parseDashedDate('31-04-2020')).toBeNull();
    expect(parseDashedDate('1970-06-15')).toBeNull();
  });

  it('converts between the dashed and the server form', () => {
    expect(serverToDashed('1970-06-15')).toBe('15-06-1970');
    expect(dashedToServer('15-06-1970')).toBe('1970-06-15');
    expect(serverToDashed('nonsense')).toBeNull();
    expect(dashedToServer('32-01-2000')).toBeNull();
  });

  it('the two forms round-trip for every real date', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }),
        (d) => {
          const server = d.toISOString().slice(0, 10);
          const dashed = serverToDashed(server);
          expect(dashed).not.toBeNull();
          expect(dashedToServer(dashed as string)).toBe(server);
        },
      ),
    );
  });

  it('a local date and time in a zone becomes an instant', () => {
    expect(parseLocalDateTime('2025-06-11', '12:00', 'Europe/Copenhagen')?.toISOString()).toBe(
      '2025-06-11T10:00:00.000Z',
    );
    expect(parseLocalDateTime('2025-01-11', undefined, 'Europe/Copenhagen')?.toISOString()).toBe(
      '2025-01-10T23:00:00.000Z',
    );
    expect(parseLocalDateTime('2025-06-11', '24:00', 'UTC')).toBeNull();
    expect(parseLocalDateTime('2025-06-31', '10:00', 'UTC')).toBeNull();
  });

  it('formatting then parsing in the same zone gives the minute back', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2037-12-31'), noInvalidDate: true }),
        fc.constantFrom(
          'Europe/Copenhagen',
          'Europe/Stockholm',
          'Europe/Oslo',
          'Atlantic/Reykjavik',
          'Europe/Helsinki',
        ),
        (date, tz) => {
          const [day, time] = formatDateTime(date, tz, 'da').split(' ') as [string, string];
          const server = dashedToServer(day.replaceAll('.', '-')) as string;
          const back = parseLocalDateTime(server, time, tz) as Date;
          const minute = Math.floor(date.getTime() / 60_000) * 60_000;
          // In the repeated autumn hour the earlier instant is chosen.
          expect([minute, minute - 3_600_000]).toContain(back.getTime());
          expect(formatDateTime(back, tz, 'da')).toBe(`${day} ${time}`);
        },
      ),
    );
  });
});

describe('unix seconds', () => {
  it('converts both ways', () => {
    expect(fromUnixSeconds(1_735_689_600).toISOString()).toBe('2025-01-01T00:00:00.000Z');
    expect(toUnixSeconds(new Date('2025-01-01T00:00:00.999Z'))).toBe(1_735_689_600);
  });
});
