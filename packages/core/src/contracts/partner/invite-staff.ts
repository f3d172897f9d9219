import { z } from 'zod';
import { emailSchema } from '../../validation/fields';
import { defineContract } from '../define';
import { OWNER_ONLY, zStaffRole, zSuccess } from './shapes';

export const inviteStaff = defineContract({
  method: 'POST',
  path: '/partner/staff',
  auth: 'staff',
  staffRoles: OWNER_ONLY,
  summary: 'Invites a person to the current club with a role: a single-use link by e-mail (7 days)',
  tags: ['partner'],
  body: z.strictObject({ email: emailSchema, role: zStaffRole }),
  response: zSuccess,
  status: 201,
});
