import { z } from 'zod';
import { defineContract } from '../define';

export const getHealth = defineContract({
  method: 'GET',
  path: '/health',
  auth: 'public',
  summary: 'Liveness and database readiness',
  tags: ['health'],
  response: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
});
