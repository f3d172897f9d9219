import { describe, expect, it } from 'vitest';
import { OUTBOX_MAX_ATTEMPTS, retryDelayMs } from './retry-delay';

describe('retry policy of mail, SMS and push', () => {
  it('backs off from 30 seconds, doubling, to at most an hour', () => {
    expect(retryDelayMs(1)).toBe(30_000);
    expect(retryDelayMs(2)).toBe(60_000);
    expect(retryDelayMs(5)).toBe(480_000);
    expect(retryDelayMs(30)).toBe(3_600_000);
  });

  it('gives a mail or SMS up after about a day of failed attempts', () => {
    let waited = 0;
    for (let attempts = 1; attempts < OUTBOX_MAX_ATTEMPTS; attempts++) waited += retryDelayMs(attempts);
    expect(waited / 3_600_000).toBeGreaterThan(20);
    expect(waited / 3_600_000).toBeLessThan(26);
  });
});
