import { defineContract } from '../define';
import { OWNER_ONLY, zSuccess } from './shapes';
import { zStaffMemberParams } from './staff-member-params';

export const removeStaff = defineContract({
  method: 'DELETE',
  path: '/partner/staff/:staff_id',
  auth: 'staff',
  staffRoles: OWNER_ONLY,
  summary:
    'Removes a person from the current club’s staff: their sessions and invitations at the club end at once',
  tags: ['partner'],
  params: zStaffMemberParams,
  response: zSuccess,
});
