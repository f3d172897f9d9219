import { defineContract } from '../define';
import { ANY_STAFF, zStaffMe } from './shapes';

export const getStaffMe = defineContract({
  method: 'GET',
  path: '/partner/session',
  auth: 'staff',
  staffRoles: ANY_STAFF,
  summary: 'The signed-in staff member, the current club with the role there, and every club of the account',
  tags: ['partner'],
  response: zStaffMe,
});
