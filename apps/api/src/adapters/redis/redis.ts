import { Redis } from 'ioredis';

export type { Redis };

/** ioredis error messages that mean Redis is away, not that the request is wrong. */
export const REDIS_UNAVAILABLE =
  /Stream isn't writeable|enableOfflineQueue|MaxRetriesPerRequest|Connection is closed/i;

/**
 * The Redis shared by every API instance (REDIS_URL). Commands fail at once while Redis is away
 * (no offline queue, one attempt), so a request answers 503 instead of hanging; the client keeps
 * reconnecting in the background (every 0.2 s growing to 2 s) and serves again when Redis is back.
 */
export function openRedis(url: string, log?: { warn(object: object, message: string): void }): Redis {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  let reported = false;
  // A lost connection must not crash the process; the next command fails and the API answers 503.
  redis.on('error', (error: Error) => {
    if (!reported) log?.warn({ err: error }, 'redis unavailable');
    reported = true;
  });
  redis.on('ready', () => {
    reported = false;
  });
  return redis;
}

/**
 * Waits until the first connection attempt has ended, at most `ms`: ready, or failed (Redis away).
 * An instance then does not answer its first requests 503 only because its Redis client was still
 * connecting; with Redis away it starts anyway and answers 503 until Redis is back.
 */
export function firstConnection(redis: Redis, ms = 2_000): Promise<void> {
  if (redis.status === 'ready') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      redis.off('ready', done);
      redis.off('error', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    redis.once('ready', done);
    redis.once('error', done);
  });
}

/** Closes the connection: politely (QUIT) when connected, at once otherwise. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') {
    await redis.quit().catch(() => redis.disconnect());
  } else {
    redis.disconnect();
  }
}
