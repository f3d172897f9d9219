import { z } from 'zod';
import { defineContract } from '../define';
import { OWNER_ONLY, zSuccess } from './shapes';
import { zStaffMemberParams } from './staff-member-params';

export const setStaffActive = defineContract({
  method: 'PUT',
  path: '/partner/staff/:staff_id/active',
  auth: 'staff',
  staffRoles: OWNER_ONLY,
  summary:
    'Deactivates (their sessions at the club end at once) or reactivates a staff member of the current club',
  tags: ['partner'],
  params: zStaffMemberParams,
  body: z.strictObject({ active: z.boolean({ error: 'validation.invalid' }) }),
  response: zSuccess,
});
