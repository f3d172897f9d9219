import { z } from 'zod';
import { defineContract } from '../define';

/** The caller's last data access request and when the next one is handled (6-month rule). */
export const getDataExport = defineContract({
  method: 'GET',
  path: '/user/data-export',
  auth: 'confirmed',
  summary: "The caller's last data access request and when a new one is allowed",
  tags: ['user'],
  response: z.object({
    /** ISO 8601, or null when the golfer never asked. */
    last_requested_at: z.string().nullable(),
    status: z.enum(['pending', 'ready', 'downloaded', 'expired', 'failed']).nullable(),
    /** ISO 8601: from then on a new request is handled; null means now. */
    next_allowed_at: z.string().nullable(),
  }),
});
