import { describe, expect, it } from 'vitest';
import { CLOCK_TOLERANCE_S, unionAuthentication } from './union-authentication';

describe('unionAuthentication: is the union sign-in recent enough (ASVS 7.6.1)', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  const seconds = now.getTime() / 1000;

  it('accepts an authentication up to max_age (plus the clock tolerance) old and keeps its time', () => {
    expect(unionAuthentication(seconds - 600, now, 600)).toEqual({
      fresh: true,
      at: new Date('2026-11-28T11:50:00Z'),
    });
    expect(unionAuthentication(seconds - 600 - CLOCK_TOLERANCE_S, now, 600).fresh).toBe(true);
    expect(unionAuthentication(seconds + CLOCK_TOLERANCE_S, now, 600).fresh).toBe(true);
  });

  it('refuses an older one, one from the future and a missing or malformed auth_time', () => {
    expect(unionAuthentication(seconds - 600 - CLOCK_TOLERANCE_S - 1, now, 600)).toEqual({ fresh: false });
    expect(unionAuthentication(seconds - 7200, now, 600).fresh).toBe(false);
    expect(unionAuthentication(seconds + CLOCK_TOLERANCE_S + 1, now, 600).fresh).toBe(false);
    for (const bad of [undefined, null, '1700000000', Number.NaN]) {
      expect(unionAuthentication(bad, now, 600).fresh).toBe(false);
    }
  });
});
