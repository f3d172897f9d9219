import { defineContract } from '../define';
import { ANY_STAFF, zSuccess } from './shapes';

export const staffLogout = defineContract({
  method: 'DELETE',
  path: '/partner/session',
  auth: 'staff',
  staffRoles: ANY_STAFF,
  summary: 'Ends the staff session',
  tags: ['partner'],
  response: zSuccess,
});
