import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './retry-delay';

describe('retry policy of mail, SMS and push', () => {
  it('backs off from 30 seconds, doubling, to at most an hour', () => {
    expect(retryDelayMs(1)).toBe(30_000);
    expect(retryDelayMs(2)).toBe(60_000);
    expect(retryDelayMs(5)).toBe(480_000);
    expect(retryDelayMs(30)).toBe(3_600_000);
  });
});
