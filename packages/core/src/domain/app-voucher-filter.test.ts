import { describe, expect, it } from 'vitest';
import { countByAppFilter, isAppVoucherFilter, matchesAppFilter } from './app-voucher-filter';

const v = (type: string, value = '100', category = 'voucher') => ({ type, value, category });

describe('matchesAppFilter', () => {
  it('all takes everything', () => {
    expect(matchesAppFilter(v('offer'), 'all')).toBe(true);
    expect(matchesAppFilter(v('ecard', '0', 'driving_range'), 'all')).toBe(true);
  });
  it('personal, loyalty and offer take their own type only', () => {
    expect(matchesAppFilter(v('personal'), 'personal')).toBe(true);
    expect(matchesAppFilter(v('loyalty'), 'personal')).toBe(false);
    expect(matchesAppFilter(v('loyalty'), 'loyalty')).toBe(true);
    expect(matchesAppFilter(v('offer'), 'offer')).toBe(true);
    expect(matchesAppFilter(v('personal'), 'offer')).toBe(false);
  });
  it('a driving-range card of another type belongs to dr_ecard only', () => {
    const range = v('personal', '50', 'driving_range');
    expect(matchesAppFilter(range, 'personal')).toBe(false);
    expect(matchesAppFilter(range, 'dr_ecard')).toBe(true);
    expect(matchesAppFilter(v('ecard'), 'dr_ecard')).toBe(true);
    expect(matchesAppFilter(v('personal'), 'dr_ecard')).toBe(false);
  });
  it('card takes intro cards and golf circles', () => {
    expect(matchesAppFilter(v('introcard'), 'card')).toBe(true);
    expect(matchesAppFilter(v('golf_circle'), 'card')).toBe(true);
    expect(matchesAppFilter(v('personal'), 'card')).toBe(false);
  });
  it('free takes a zero value of any type', () => {
    expect(matchesAppFilter(v('loyalty', '0'), 'free')).toBe(true);
    expect(matchesAppFilter(v('personal', '0.00'), 'free')).toBe(true);
    expect(matchesAppFilter(v('personal', '650'), 'free')).toBe(false);
  });
});

describe('countByAppFilter', () => {
  it('counts every filter', () => {
    const counts = countByAppFilter([v('personal', '0'), v('offer'), v('ecard', '0', 'driving_range')]);
    expect(counts).toEqual({ all: 3, personal: 1, loyalty: 0, offer: 1, card: 0, dr_ecard: 1, free: 2 });
  });
  it('knows its filter names', () => {
    expect(isAppVoucherFilter('dr_ecard')).toBe(true);
    expect(isAppVoucherFilter('ecard')).toBe(false);
  });
});
