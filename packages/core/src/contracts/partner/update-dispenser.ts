import { zDispenserInput } from '../../validation/range-config';
import { defineContract } from '../define';
import { zDispenserIdParams, zPortalDispenser } from './range-shapes';
import { OWNER_ONLY } from './shapes';

export const updateDispenser = defineContract({
  method: 'PUT',
  path: '/partner/range/dispensers/:id',
  auth: 'staff',
  staffRoles: OWNER_ONLY,
  summary: 'Renames a dispenser and replaces its basket sizes (dispenses already made keep theirs)',
  tags: ['partner'],
  params: zDispenserIdParams,
  body: zDispenserInput,
  response: zPortalDispenser,
});
