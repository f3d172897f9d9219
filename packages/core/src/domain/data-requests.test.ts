import { describe, expect, it } from 'vitest';
import { addMonths, inactivityCutoff, mayRequestData, nextDataRequestAllowedAt } from './data-requests';

describe('data access interval', () => {
  it('allows the first request', () => {
    expect(mayRequestData(null, new Date('2026-01-01T00:00:00Z'))).toBe(true);
  });
  it('refuses a request within 6 months and allows one from exactly 6 months on', () => {
    const last = new Date('2026-01-15T10:00:00Z');
    expect(mayRequestData(last, new Date('2026-07-15T09:59:59Z'))).toBe(false);
    expect(mayRequestData(last, new Date('2026-07-15T10:00:00Z'))).toBe(true);
    expect(nextDataRequestAllowedAt(last).toISOString()).toBe('2026-07-15T10:00:00.000Z');
  });
  it('clamps the 31st to the end of a shorter month', () => {
    expect(addMonths(new Date('2026-08-31T12:00:00Z'), 6).toISOString()).toBe('2027-02-28T12:00:00.000Z');
    expect(addMonths(new Date('2026-03-31T12:00:00Z'), -1).toISOString()).toBe('2026-02-28T12:00:00.000Z');
  });
  it('counts inactivity from 24 months back', () => {
    expect(inactivityCutoff(new Date('2026-11-25T00:00:00Z')).toISOString()).toBe('2024-11-25T00:00:00.000Z');
  });
});
