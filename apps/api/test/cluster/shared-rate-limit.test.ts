import { randomUUID } from 'node:crypto';
import { listUnions } from '@golfwallet/core/contracts/reference/list-unions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, refusal, type TestApp } from '../helper';

/**
 * Two API instances with REDIS_URL count requests in the one Redis: the limit is per installation,
 * not per process. Runs when TEST_REDIS_URL points at a Redis (CI starts one at 127.0.0.1:6379).
 */
const REDIS = process.env.TEST_REDIS_URL;
const LIMIT = 6;

describe.runIf(REDIS)('request rate limit across instances', () => {
  const apps: TestApp[] = [];
  const instances = async (env: Record<string, string>) => {
    const pair = [await createTestApp({ env }), await createTestApp({ env })];
    apps.push(...pair);
    return pair as [TestApp, TestApp];
  };
  let shared: [TestApp, TestApp];

  beforeAll(async () => {
    shared = await instances({
      RATE_LIMIT_PER_MINUTE: String(LIMIT),
      REDIS_URL: REDIS as string,
      REDIS_KEY_PREFIX: `gwtest:${randomUUID()}:`,
    });
  }, 60_000);
  afterAll(async () => {
    for (const t of apps) await t.close();
  });

  /** Sends `count` requests alternating between the two instances; answers their statuses. */
  async function alternate([a, b]: [TestApp, TestApp], count: number) {
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) {
      const res = await (i % 2 === 0 ? a : b).call({ method: 'GET', url: '/unions' });
      statuses.push(res.statusCode);
    }
    return statuses;
  }

  // Counted per process, each instance would still allow LIMIT - LIMIT / 2 more: the 429s prove the
  // count is shared.
  it(`${LIMIT} requests over two instances use up the one limit, the next is refused on either`, async () => {
    expect(await alternate(shared, LIMIT)).toEqual(Array(LIMIT).fill(200));
    const [a, b] = shared;
    for (const t of [a, b]) {
      const refused = await refusal(t.api({ language: 'en' })(listUnions));
      expect([refused.status, refused.code]).toEqual([429, 'TOO_MANY_REQUESTS']);
      expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    }
  });
});
