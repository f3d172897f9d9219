import { z } from 'zod';
import { defineContract } from '../define';
import { AUDIT_ACTIONS, OWNER_ONLY } from './shapes';

export const listAudit = defineContract({
  method: 'GET',
  path: '/partner/audit',
  auth: 'staff',
  staffRoles: OWNER_ONLY,
  summary: 'The current club’s audit log, newest first (read-only)',
  tags: ['partner'],
  query: z.object({
    before: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
  }),
  response: z.object({
    items: z.array(
      z.object({
        id: z.number(),
        at: z.string(),
        action: z.enum(AUDIT_ACTIONS),
        staff_name: z.string().nullable(),
        subject: z.string(),
        details: z.record(z.string(), z.unknown()),
      }),
    ),
  }),
});
