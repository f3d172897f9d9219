import { defineContract } from '../define';
import { OWNER_ONLY, zSuccess } from './shapes';
import { zStaffMemberParams } from './staff-member-params';

export const withdrawInvitation = defineContract({
  method: 'DELETE',
  path: '/partner/invitations/:staff_id',
  auth: 'staff',
  staffRoles: OWNER_ONLY,
  summary: 'Withdraws the pending invitations of a person to the current club: their links stop working',
  tags: ['partner'],
  params: zStaffMemberParams,
  response: zSuccess,
});
