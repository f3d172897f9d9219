import { z } from 'zod';
import { defineContract } from '../define';
import { OWNER_ONLY, zStaffRole } from './shapes';

export const listStaff = defineContract({
  method: 'GET',
  path: '/partner/staff',
  auth: 'staff',
  staffRoles: OWNER_ONLY,
  summary: 'The staff of the current club and their roles',
  tags: ['partner'],
  response: z.object({
    items: z.array(
      z.object({
        staff_id: z.number(),
        email: z.string(),
        name: z.string(),
        role: zStaffRole,
        invited: z.boolean(),
      }),
    ),
  }),
});
