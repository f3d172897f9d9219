import { describe, expect, it } from 'vitest';
import { closeRedis, firstConnection, openRedis } from './redis';

const REDIS = process.env.TEST_REDIS_URL;

describe('firstConnection', () => {
  it.runIf(REDIS)('waits until a reachable Redis is ready, so the first command is served', async () => {
    const redis = openRedis(REDIS as string);
    try {
      // Without the wait the client is still connecting and, with no offline queue, the command fails.
      await firstConnection(redis);
      expect(redis.status).toBe('ready');
      expect(await redis.ping()).toBe('PONG');
    } finally {
      await closeRedis(redis);
    }
  });

  it('gives up on an unreachable Redis at its first failed attempt, well before the bound', async () => {
    const redis = openRedis('redis://127.0.0.1:1');
    try {
      const started = Date.now();
      await firstConnection(redis, 60_000);
      expect(Date.now() - started).toBeLessThan(30_000);
      expect(redis.status).not.toBe('ready');
      await expect(redis.ping()).rejects.toThrow();
    } finally {
      await closeRedis(redis);
    }
  });
});
