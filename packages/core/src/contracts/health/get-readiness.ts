import { z } from 'zod';
import { defineContract } from '../define';

/**
 * Whether this instance should get traffic: migrations done, the database (and Redis, when
 * configured) reachable, not shutting down. Not ready answers 503 (SERVICE_UNAVAILABLE).
 */
export const getReadiness = defineContract({
  method: 'GET',
  path: '/health/ready',
  auth: 'public',
  summary:
    'Readiness: 200 when this instance can serve; 503 while it migrates, shuts down or its database or Redis is unreachable',
  tags: ['health'],
  response: z.object({
    status: z.literal('ready'),
    database: z.enum(['pglite', 'postgres']),
    redis: z.enum(['ok', 'not-configured']),
  }),
});
