import { z } from 'zod';
import { defineContract } from '../define';
import { OWNER_ONLY, zStaffRole, zSuccess } from './shapes';
import { zStaffMemberParams } from './staff-member-params';

export const setStaffRole = defineContract({
  method: 'PUT',
  path: '/partner/staff/:staff_id/role',
  auth: 'staff',
  staffRoles: OWNER_ONLY,
  summary:
    'Changes a staff member’s role at the current club (409 LAST_OWNER when the club would have no active owner)',
  tags: ['partner'],
  params: zStaffMemberParams,
  body: z.strictObject({ role: zStaffRole }),
  response: zSuccess,
});
