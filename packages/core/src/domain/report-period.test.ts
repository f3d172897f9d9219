import { describe, expect, it } from 'vitest';
import { presetPeriod } from './report-period';

describe('presetPeriod', () => {
  const zone = 'Europe/Copenhagen';
  it('reads today in the club zone: 31 December 23:30 UTC is already 1 January in Copenhagen', () => {
    const now = new Date('2026-12-31T23:30:00Z');
    expect(presetPeriod('thisMonth', now, zone)).toEqual({ from: '2027-01-01', to: '2027-01-01' });
    expect(presetPeriod('thisYear', now, zone)).toEqual({ from: '2027-01-01', to: '2027-01-01' });
    expect(presetPeriod('lastMonth', now, zone)).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('gives last month whole, February of a leap year included', () => {
    const now = new Date('2028-03-15T10:00:00Z');
    expect(presetPeriod('lastMonth', now, zone)).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(presetPeriod('thisMonth', now, zone)).toEqual({ from: '2028-03-01', to: '2028-03-15' });
    expect(presetPeriod('thisYear', now, zone)).toEqual({ from: '2028-01-01', to: '2028-03-15' });
  });
});
