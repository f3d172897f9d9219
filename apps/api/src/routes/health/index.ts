import { getHealth } from '@golfwallet/core/contracts/health/get-health';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { route } from '../route';

export function healthRoutes(api: FastifyInstance, deps: Deps) {
  route(api, deps, getHealth, async () => {
    await deps.db.execute(sql`select 1`);
    return {
      status: 'ok' as const,
      database: deps.config.DATABASE_URL ? ('postgres' as const) : ('pglite' as const),
    };
  });
}
