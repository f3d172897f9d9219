import { z } from 'zod';
import { idSchema } from '../../validation/fields';
import { defineContract } from '../define';
import { ANY_STAFF, zStaffMe } from './shapes';

export const switchClub = defineContract({
  method: 'PUT',
  path: '/partner/session/club',
  auth: 'staff',
  staffRoles: ANY_STAFF,
  summary: 'Switches the session to another club of the staff account (404 for any other club)',
  tags: ['partner'],
  body: z.strictObject({ club_id: idSchema }),
  response: zStaffMe,
});
