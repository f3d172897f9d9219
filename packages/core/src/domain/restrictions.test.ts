import { describe, expect, it } from 'vitest';
import type { Locale } from '../i18n/locales';
import { translate, translatorFor } from '../i18n/translate';
import {
  type DescribeOptions,
  describeRestrictions as describeWith,
  inTimeWindow,
  isOvernightWindow,
  mayRedeem,
  type RedemptionContext,
  type RedemptionUsage,
  restrictionTexts as textsWith,
  type VoucherForRules,
} from './restrictions';
import type { VoucherRestrictions } from './voucher';

type Restricted = { restrictions: VoucherRestrictions };
const describeRestrictions = (voucher: Restricted, locale: Locale, options?: DescribeOptions) =>
  describeWith(voucher, locale, translatorFor(locale), options);
const restrictionTexts = (voucher: Restricted, locale: Locale, options?: DescribeOptions) =>
  textsWith(voucher, locale, translatorFor(locale), options);

const TZ = 'Europe/Copenhagen';
/** Wednesday 11 June 2025, 12:00 in Copenhagen. */
const NOON = new Date('2025-06-11T10:00:00Z');
const HOUR = 3_600_000;

function voucher(over: Partial<VoucherForRules> = {}): VoucherForRules {
  return {
    active: true,
    validFrom: new Date('2025-01-01T00:00:00Z'),
    validTo: new Date('2025-12-31T22:59:59Z'),
    usesLeft: 5,
    inTransfer: false,
    clubId: 10,
    whereClubIds: [],
    whereDepartmentIds: [],
    restrictions: {},
    ...over,
  };
}

function context(
  over: Partial<RedemptionContext> = {},
  usage: Partial<RedemptionUsage> = {},
): RedemptionContext {
  return {
    now: NOON,
    timeZone: TZ,
    clubId: 10,
    departmentId: null,
    golferHasMemberNumber: true,
    playingWithMember: null,
    usage: { usesToday: 0, usesThisWeek: 0, usesAtClub: 0, lastUsedAt: null, ...usage },
    ...over,
  };
}

const withRules = (restrictions: VoucherRestrictions, over: Partial<VoucherForRules> = {}) =>
  voucher({ ...over, restrictions });
const at = (iso: string) => context({ now: new Date(iso) });
const code = (decision: ReturnType<typeof mayRedeem>) => (decision.ok ? 'OK' : decision.refusal.code);

describe('mayRedeem: state and validity', () => {
  it('accepts a plain voucher', () => {
    expect(mayRedeem(voucher(), context())).toEqual({ ok: true });
  });

  it('refuses an inactive voucher', () => {
    expect(mayRedeem(voucher({ active: false }), context())).toEqual({
      ok: false,
      refusal: { code: 'VOUCHER_INACTIVE' },
    });
  });

  it('refuses a voucher being transferred', () => {
    expect(code(mayRedeem(voucher({ inTransfer: true }), context()))).toBe('VOUCHER_IN_TRANSFER');
  });

  it('refuses before valid_from and accepts from that instant', () => {
    const from = new Date('2025-06-11T10:00:00Z');
    expect(
      code(mayRedeem(voucher({ validFrom: from }), context({ now: new Date(from.getTime() - 1) }))),
    ).toBe('VOUCHER_NOT_YET_VALID');
    expect(code(mayRedeem(voucher({ validFrom: from }), context({ now: from })))).toBe('OK');
  });

  it('accepts at valid_to and refuses after it', () => {
    const to = new Date('2025-06-11T10:00:00Z');
    expect(code(mayRedeem(voucher({ validTo: to }), context({ now: to })))).toBe('OK');
    expect(code(mayRedeem(voucher({ validTo: to }), context({ now: new Date(to.getTime() + 1) })))).toBe(
      'VOUCHER_EXPIRED',
    );
  });

  it('refuses with no uses left; null is unlimited', () => {
    expect(code(mayRedeem(voucher({ usesLeft: 0 }), context()))).toBe('VOUCHER_USED_UP');
    expect(code(mayRedeem(voucher({ usesLeft: -1 }), context()))).toBe('VOUCHER_USED_UP');
    expect(code(mayRedeem(voucher({ usesLeft: 1 }), context()))).toBe('OK');
    expect(code(mayRedeem(voucher({ usesLeft: null }), context()))).toBe('OK');
  });
});

describe('mayRedeem: where', () => {
  it('empty lists: the issuing club only (any of its departments)', () => {
    expect(code(mayRedeem(voucher(), context({ clubId: 10 })))).toBe('OK');
    expect(code(mayRedeem(voucher(), context({ clubId: 10, departmentId: 7 })))).toBe('OK');
    expect(code(mayRedeem(voucher(), context({ clubId: 11 })))).toBe('VOUCHER_NOT_VALID_HERE');
  });

  it('listed clubs, and the issuing club only when listed', () => {
    const v = voucher({ whereClubIds: [11, 12] });
    expect(code(mayRedeem(v, context({ clubId: 12 })))).toBe('OK');
    expect(code(mayRedeem(v, context({ clubId: 12, departmentId: 99 })))).toBe('OK');
    expect(code(mayRedeem(v, context({ clubId: 10 })))).toBe('VOUCHER_NOT_VALID_HERE');
    expect(code(mayRedeem(v, context({ clubId: 13 })))).toBe('VOUCHER_NOT_VALID_HERE');
  });

  it('listed departments', () => {
    const v = voucher({ whereDepartmentIds: [5] });
    expect(code(mayRedeem(v, context({ clubId: 20, departmentId: 5 })))).toBe('OK');
    expect(code(mayRedeem(v, context({ clubId: 10, departmentId: 6 })))).toBe('VOUCHER_NOT_VALID_HERE');
    expect(code(mayRedeem(v, context({ clubId: 10 })))).toBe('VOUCHER_NOT_VALID_HERE');
  });
});

describe('mayRedeem: exclusions', () => {
  it('refuses the whole local day, with the day as parameter', () => {
    const v = withRules({ exclusions: [{ date: '2025-06-11' }] });
    expect(mayRedeem(v, context())).toEqual({
      ok: false,
      refusal: { code: 'VOUCHER_EXCLUDED_DAY', params: { date: '2025-06-11' } },
    });
    expect(code(mayRedeem(v, at('2025-06-10T22:00:00Z')))).toBe('VOUCHER_EXCLUDED_DAY'); // 00:00 local
    expect(code(mayRedeem(v, at('2025-06-10T21:59:59Z')))).toBe('OK'); // 23:59:59 the day before
    expect(code(mayRedeem(v, at('2025-06-11T22:00:00Z')))).toBe('OK'); // 00:00 the day after
  });

  it('other days are not affected', () => {
    expect(code(mayRedeem(withRules({ exclusions: [{ date: '2025-06-12' }] }), context()))).toBe('OK');
  });

  it('allows the except window of an excluded day', () => {
    const v = withRules({ exclusions: [{ date: '2025-06-11', except: { from: '11:00', to: '13:00' } }] });
    expect(code(mayRedeem(v, context()))).toBe('OK');
    expect(code(mayRedeem(v, at('2025-06-11T11:00:00Z')))).toBe('VOUCHER_EXCLUDED_DAY'); // 13:00 local
    expect(code(mayRedeem(v, at('2025-06-11T08:59:00Z')))).toBe('VOUCHER_EXCLUDED_DAY'); // 10:59 local
  });

  it('a whole-day entry wins over an except entry for the same day', () => {
    const v = withRules({
      exclusions: [{ date: '2025-06-11', except: { from: '00:00', to: '24:00' } }, { date: '2025-06-11' }],
    });
    expect(code(mayRedeem(v, context()))).toBe('VOUCHER_EXCLUDED_DAY');
  });
});

describe('mayRedeem: weekdays', () => {
  it('accepts a listed weekday (Wednesday = 3)', () => {
    expect(
      code(mayRedeem(withRules({ valid_weekdays: { '3': { from: '00:00', to: '24:00' } } }), context())),
    ).toBe('OK');
  });

  it('refuses a weekday missing from the map', () => {
    const v = withRules({ valid_weekdays: { '1': { from: '00:00', to: '24:00' } } });
    expect(mayRedeem(v, context())).toEqual({
      ok: false,
      refusal: { code: 'VOUCHER_WRONG_WEEKDAY', params: { weekday: 3 } },
    });
  });

  it('refuses outside the weekday window with VOUCHER_WRONG_TIME', () => {
    const v = withRules({ valid_weekdays: { '3': { from: '08:00', to: '11:00' } } });
    expect(mayRedeem(v, context())).toEqual({
      ok: false,
      refusal: { code: 'VOUCHER_WRONG_TIME', params: { from: '08:00', to: '11:00' } },
    });
    expect(code(mayRedeem(v, at('2025-06-11T08:59:00Z')))).toBe('OK'); // 10:59 local
  });

  it('uses the local weekday: Sunday 23:30 UTC is Monday in Copenhagen', () => {
    const v = withRules({ valid_weekdays: { '1': { from: '00:00', to: '24:00' } } });
    expect(code(mayRedeem(v, at('2025-06-15T22:30:00Z')))).toBe('OK');
    expect(code(mayRedeem(v, context({ now: new Date('2025-06-15T22:30:00Z'), timeZone: 'UTC' })))).toBe(
      'VOUCHER_WRONG_WEEKDAY',
    );
  });

  it('an empty map restricts nothing', () => {
    expect(code(mayRedeem(withRules({ valid_weekdays: {} }), context()))).toBe('OK');
  });
});

describe('mayRedeem: time of day', () => {
  it('accepts inside [from, to) and refuses outside', () => {
    const v = withRules({ valid_time_from: '08:00', valid_time_to: '12:00' });
    expect(code(mayRedeem(v, at('2025-06-11T06:00:00Z')))).toBe('OK'); // 08:00
    expect(code(mayRedeem(v, at('2025-06-11T09:59:00Z')))).toBe('OK'); // 11:59
    expect(mayRedeem(v, context())).toEqual({
      ok: false,
      refusal: { code: 'VOUCHER_WRONG_TIME', params: { from: '08:00', to: '12:00' } },
    });
    expect(code(mayRedeem(v, at('2025-06-11T05:59:00Z')))).toBe('VOUCHER_WRONG_TIME'); // 07:59
  });

  it('defaults a missing end to 24:00 and a missing start to 00:00', () => {
    expect(code(mayRedeem(withRules({ valid_time_from: '13:00' }), context()))).toBe('VOUCHER_WRONG_TIME');
    expect(code(mayRedeem(withRules({ valid_time_from: '12:00' }), context()))).toBe('OK');
    expect(code(mayRedeem(withRules({ valid_time_to: '12:00' }), context()))).toBe('VOUCHER_WRONG_TIME');
    expect(code(mayRedeem(withRules({ valid_time_to: '12:01' }), context()))).toBe('OK');
  });

  it('a window past midnight', () => {
    const v = withRules({ valid_time_from: '22:00', valid_time_to: '02:00' });
    expect(code(mayRedeem(v, at('2025-06-11T21:00:00Z')))).toBe('OK'); // 23:00
    expect(code(mayRedeem(v, at('2025-06-10T23:30:00Z')))).toBe('OK'); // 01:30
    expect(code(mayRedeem(v, context()))).toBe('VOUCHER_WRONG_TIME');
  });

  it('window helper', () => {
    expect(inTimeWindow(0, { from: '00:00', to: '24:00' })).toBe(true);
    expect(inTimeWindow(1439, {})).toBe(true);
    expect(inTimeWindow(600, { from: '10:00', to: '10:00' })).toBe(false);
  });
});

describe('mayRedeem: limits', () => {
  it('per club', () => {
    const v = withRules({ valid_times_per_club: 2 });
    expect(code(mayRedeem(v, context({}, { usesAtClub: 1 })))).toBe('OK');
    expect(mayRedeem(v, context({}, { usesAtClub: 2 }))).toEqual({
      ok: false,
      refusal: { code: 'VOUCHER_CLUB_LIMIT', params: { limit: 2 } },
    });
  });

  it('per day', () => {
    const v = withRules({ valid_times_per_day: 1 });
    expect(code(mayRedeem(v, context({}, { usesToday: 0, usesThisWeek: 4 })))).toBe('OK');
    expect(code(mayRedeem(v, context({}, { usesToday: 1 })))).toBe('VOUCHER_DAILY_LIMIT');
  });

  it('per week', () => {
    const v = withRules({ valid_times_per_week: 3 });
    expect(code(mayRedeem(v, context({}, { usesThisWeek: 2 })))).toBe('OK');
    expect(code(mayRedeem(v, context({}, { usesThisWeek: 3 })))).toBe('VOUCHER_WEEKLY_LIMIT');
  });

  it('valid_within_hours counts from the last use and tells the hours left, rounded up', () => {
    const v = withRules({ valid_within_hours: 24 });
    expect(code(mayRedeem(v, context({}, { lastUsedAt: null })))).toBe('OK');
    expect(mayRedeem(v, context({}, { lastUsedAt: new Date(NOON.getTime() - 23 * HOUR) }))).toEqual({
      ok: false,
      refusal: { code: 'VOUCHER_TOO_SOON', params: { hours: 1 } },
    });
    expect(mayRedeem(v, context({}, { lastUsedAt: new Date(NOON.getTime() - 22.5 * HOUR) }))).toEqual({
      ok: false,
      refusal: { code: 'VOUCHER_TOO_SOON', params: { hours: 2 } },
    });
    expect(code(mayRedeem(v, context({}, { lastUsedAt: new Date(NOON.getTime() - 24 * HOUR) })))).toBe('OK');
  });
});

describe('mayRedeem: golfer', () => {
  it('requires a member number', () => {
    const v = withRules({ requires_member_number: true });
    expect(code(mayRedeem(v, context({ golferHasMemberNumber: false })))).toBe('VOUCHER_REQUIRES_MEMBER');
    expect(code(mayRedeem(v, context({ golferHasMemberNumber: true })))).toBe('OK');
    expect(code(mayRedeem(voucher(), context({ golferHasMemberNumber: false })))).toBe('OK');
  });

  it('requires a playing partner', () => {
    const v = withRules({ playing_with_member: true });
    expect(code(mayRedeem(v, context({ playingWithMember: null })))).toBe('VOUCHER_REQUIRES_PLAYING_PARTNER');
    expect(code(mayRedeem(v, context({ playingWithMember: undefined })))).toBe(
      'VOUCHER_REQUIRES_PLAYING_PARTNER',
    );
    expect(code(mayRedeem(v, context({ playingWithMember: '   ' })))).toBe(
      'VOUCHER_REQUIRES_PLAYING_PARTNER',
    );
    expect(code(mayRedeem(v, context({ playingWithMember: '12-345' })))).toBe('OK');
  });
});

describe('mayRedeem: order of checks', () => {
  it('reports the first failing check, in the documented order', () => {
    const order = [
      'VOUCHER_INACTIVE',
      'VOUCHER_IN_TRANSFER',
      'VOUCHER_NOT_YET_VALID',
      'VOUCHER_USED_UP',
      'VOUCHER_NOT_VALID_HERE',
      'VOUCHER_EXCLUDED_DAY',
      'VOUCHER_WRONG_WEEKDAY',
      'VOUCHER_WRONG_TIME',
      'VOUCHER_CLUB_LIMIT',
      'VOUCHER_DAILY_LIMIT',
      'VOUCHER_WEEKLY_LIMIT',
      'VOUCHER_TOO_SOON',
      'VOUCHER_REQUIRES_MEMBER',
      'VOUCHER_REQUIRES_PLAYING_PARTNER',
    ];
    // Each step repairs the reason just reported, so the next one shows.
    const v = voucher({
      active: false,
      inTransfer: true,
      validFrom: new Date('2026-01-01T00:00:00Z'),
      usesLeft: 0,
      clubId: 99,
      restrictions: {
        exclusions: [{ date: '2025-06-11' }],
        valid_weekdays: { '1': { from: '00:00', to: '24:00' } },
        valid_time_from: '20:00',
        valid_times_per_club: 1,
        valid_times_per_day: 1,
        valid_times_per_week: 1,
        valid_within_hours: 5,
        requires_member_number: true,
        playing_with_member: true,
      },
    });
    const c = context(
      { golferHasMemberNumber: false },
      { usesAtClub: 1, usesToday: 1, usesThisWeek: 1, lastUsedAt: new Date(NOON.getTime() - HOUR) },
    );
    const repairs: (() => void)[] = [
      () => (v.active = true),
      () => (v.inTransfer = false),
      () => (v.validFrom = new Date('2025-01-01T00:00:00Z')),
      () => (v.usesLeft = 3),
      () => (v.clubId = 10),
      () => delete v.restrictions.exclusions,
      () => (v.restrictions.valid_weekdays = { '3': { from: '00:00', to: '24:00' } }),
      () => delete v.restrictions.valid_time_from,
      () => (c.usage.usesAtClub = 0),
      () => (c.usage.usesToday = 0),
      () => (c.usage.usesThisWeek = 0),
      () => (c.usage.lastUsedAt = null),
      () => (c.golferHasMemberNumber = true),
      () => (c.playingWithMember = '123'),
    ];
    const seen: string[] = [];
    for (const repair of repairs) {
      seen.push(code(mayRedeem(v, c)));
      repair();
    }
    expect(seen).toEqual(order);
    expect(mayRedeem(v, c)).toEqual({ ok: true });
  });

  it('expiry comes after not-yet-valid and before uses left', () => {
    expect(
      code(mayRedeem(voucher({ validTo: new Date('2025-01-01T00:00:00Z'), usesLeft: 0 }), context())),
    ).toBe('VOUCHER_EXPIRED');
  });

  it('throws on an unknown time zone', () => {
    expect(() =>
      mayRedeem(withRules({ valid_time_from: '08:00' }), context({ timeZone: 'Nowhere/Land' })),
    ).toThrow(RangeError);
  });
});

describe('describeRestrictions', () => {
  it('no restrictions, no lines', () => {
    expect(describeRestrictions({ restrictions: {} }, 'en')).toEqual([]);
  });

  it('lists every restriction in words, in order', () => {
    const restrictions: VoucherRestrictions = {
      valid_time_from: '08:00',
      valid_time_to: '16:00',
      valid_weekdays: { '1': { from: '00:00', to: '24:00' }, '3': { from: '00:00', to: '24:00' } },
      valid_times_per_club: 1,
      valid_times_per_day: 2,
      valid_times_per_week: 3,
      valid_within_hours: 4,
      requires_member_number: true,
      playing_with_member: true,
      exclusions: [{ date: '2025-12-24', except: { from: '08:00', to: '10:00' } }, { date: '2025-07-01' }],
    };
    expect(restrictionTexts({ restrictions }, 'en')).toEqual([
      'Valid from 08:00 to 16:00',
      'Valid on Monday and Wednesday',
      'Uses per club: at most 1',
      'Uses per day: at most 2',
      'Uses per week: at most 3',
      'Time between uses: at least 4 h',
      'Requires a union member number',
      'Only valid when playing with a member',
      'Not valid on 2025.07.01',
      'Not valid on 2025.12.24 except from 08:00 to 10:00',
    ]);
    expect(restrictionTexts({ restrictions }, 'da')).toContain('Gælder mandag og onsdag');
    expect(restrictionTexts({ restrictions }, 'da')).toContain('Gælder ikke 01.07.2025');
  });

  it('defaults an open time range', () => {
    expect(describeRestrictions({ restrictions: { valid_time_from: '17:00' } }, 'en')).toEqual([
      { key: 'domain.restrictions.timeOfDay', params: { from: '17:00', to: '24:00' } },
    ]);
  });

  it('shows the weekday list for 1 to 6 days, not for 7', () => {
    const full = { from: '00:00', to: '24:00' };
    const all = { '1': full, '2': full, '3': full, '4': full, '5': full, '6': full, '7': full };
    expect(describeRestrictions({ restrictions: { valid_weekdays: all } }, 'en')).toEqual([]);
    const { '7': _sunday, ...sixDays } = all;
    expect(restrictionTexts({ restrictions: { valid_weekdays: sixDays } }, 'en')).toEqual([
      'Valid on Monday, Tuesday, Wednesday, Thursday, Friday, and Saturday',
    ]);
  });

  it('groups days with the same window and shows windows even for all 7 days', () => {
    const full = { from: '00:00', to: '24:00' };
    const early = { from: '07:00', to: '12:00' };
    const restrictions: VoucherRestrictions = {
      valid_weekdays: { '1': early, '2': early, '3': full, '4': full, '5': full, '6': full, '7': full },
    };
    expect(restrictionTexts({ restrictions }, 'en')).toEqual([
      'Valid on Monday and Tuesday from 07:00 to 12:00',
    ]);
    expect(restrictionTexts({ restrictions: { valid_weekdays: { '6': early, '7': full } } }, 'sv')).toEqual([
      'Gäller lördag från kl. 07:00 till 12:00',
      'Gäller söndag',
    ]);
  });

  it('leaves out past exclusions when told the date', () => {
    const restrictions: VoucherRestrictions = {
      exclusions: [{ date: '2025-01-01' }, { date: '2025-06-11' }],
    };
    expect(describeRestrictions({ restrictions }, 'de', { today: '2025-06-11' })).toEqual([
      { key: 'domain.restrictions.excludedDay', params: { date: '11.06.2025' } },
    ]);
  });

  it('every key it uses exists in every language', () => {
    const restrictions: VoucherRestrictions = {
      valid_time_from: '08:00',
      valid_weekdays: { '1': { from: '08:00', to: '10:00' }, '2': { from: '00:00', to: '24:00' } },
      valid_times_per_club: 1,
      valid_times_per_day: 1,
      valid_times_per_week: 1,
      valid_within_hours: 1,
      requires_member_number: true,
      playing_with_member: true,
      exclusions: [{ date: '2025-01-01' }, { date: '2025-01-02', except: { from: '08:00', to: '09:00' } }],
    };
    for (const locale of ['da', 'en', 'no', 'sv', 'de', 'is', 'fi'] as const) {
      for (const line of describeRestrictions({ restrictions }, locale)) {
        const text = translate(locale, line.key, line.params);
        expect(text).not.toBe(line.key);
        expect(text).not.toMatch(/\{\{/);
      }
    }
  });
});

describe('isOvernightWindow', () => {
  it('is true only when both times are set and from comes after to', () => {
    expect(isOvernightWindow({ valid_time_from: '17:00', valid_time_to: '09:00' })).toBe(true);
    expect(isOvernightWindow({ valid_time_from: '09:00', valid_time_to: '17:00' })).toBe(false);
    expect(isOvernightWindow({ valid_time_from: '17:00' })).toBe(false);
    expect(isOvernightWindow({ valid_time_to: '09:00' })).toBe(false);
    expect(isOvernightWindow({})).toBe(false);
  });
});
