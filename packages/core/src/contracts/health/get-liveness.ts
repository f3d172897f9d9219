import { z } from 'zod';
import { defineContract } from '../define';

/** The process answers: a supervisor restarts an instance whose liveness check fails. */
export const getLiveness = defineContract({
  method: 'GET',
  path: '/health/live',
  auth: 'public',
  summary: 'Liveness: the process answers (it does not touch the database)',
  tags: ['health'],
  /** `instance`: the process's INSTANCE_TOKEN when its supervisor set one (npm run cluster). */
  response: z.object({ status: z.literal('ok'), instance: z.string().optional() }),
});
