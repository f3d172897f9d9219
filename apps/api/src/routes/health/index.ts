import { getHealth } from '@golfwallet/core/contracts/health/get-health';
import { getLiveness } from '@golfwallet/core/contracts/health/get-liveness';
import { getReadiness } from '@golfwallet/core/contracts/health/get-readiness';
import { AppError } from '@golfwallet/core/errors/app-error';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { route } from '../route';

const databaseKind = (deps: Deps) => (deps.config.DATABASE_URL ? ('postgres' as const) : ('pglite' as const));

/** How long a readiness check waits for the database or Redis before it calls them unreachable. */
const CHECK_TIMEOUT_MS = 2_000;

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('health check timed out')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Why this instance is not ready, or undefined when it is. */
export async function notReadyBecause(deps: Deps): Promise<string | undefined> {
  const phase = deps.lifecycle?.phase ?? 'ready';
  if (phase !== 'ready') return phase;
  try {
    await within(deps.db.execute(sql`select 1`), CHECK_TIMEOUT_MS);
  } catch {
    return 'database unreachable';
  }
  if (deps.redis) {
    try {
      await within(deps.redis.ping(), CHECK_TIMEOUT_MS);
    } catch {
      return 'redis unreachable';
    }
  }
  return undefined;
}

export function healthRoutes(api: FastifyInstance, deps: Deps) {
  route(api, deps, getHealth, async () => {
    await deps.db.execute(sql`select 1`);
    return { status: 'ok' as const, database: databaseKind(deps) };
  });
  route(api, deps, getLiveness, async () => ({
    status: 'ok' as const,
    ...(deps.config.INSTANCE_TOKEN ? { instance: deps.config.INSTANCE_TOKEN } : {}),
  }));
  route(api, deps, getReadiness, async ({ request }) => {
    const reason = await notReadyBecause(deps);
    if (reason) {
      request.log.warn({ reason }, 'not ready');
      const error = new AppError('SERVICE_UNAVAILABLE');
      error.retryAfterSeconds = 5;
      throw error;
    }
    return {
      status: 'ready' as const,
      database: databaseKind(deps),
      redis: deps.redis ? ('ok' as const) : ('not-configured' as const),
    };
  });
}
