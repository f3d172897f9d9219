import { z } from 'zod';
import { defineContract } from '../define';
import { OWNER_ONLY, zStaffRole } from './shapes';

const STAFF_STATUSES = ['active', 'deactivated'] as const;

export const listStaff = defineContract({
  method: 'GET',
  path: '/partner/staff',
  auth: 'staff',
  staffRoles: OWNER_ONLY,
  summary: 'The staff of the current club (role, active or deactivated) and its pending invitations',
  tags: ['partner'],
  response: z.object({
    items: z.array(
      z.object({
        staff_id: z.number(),
        email: z.string(),
        name: z.string(),
        role: zStaffRole,
        invited: z.boolean(),
        status: z.enum(STAFF_STATUSES),
      }),
    ),
    /** Invitations to this club not yet accepted and not expired, one per person. */
    invitations: z.array(
      z.object({
        staff_id: z.number(),
        email: z.string(),
        role: zStaffRole,
        expires_at: z.string(),
      }),
    ),
  }),
});
