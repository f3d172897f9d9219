import { z } from 'zod';
import { defineContract } from '../define';
import { zDispenserIdParams, zPortalDispenser } from './range-shapes';
import { OWNER_ONLY } from './shapes';

export const setDispenserEnabled = defineContract({
  method: 'POST',
  path: '/partner/range/dispensers/:id/enabled',
  auth: 'staff',
  staffRoles: OWNER_ONLY,
  summary: 'Switches a dispenser off (golfers no longer see it) or on again',
  tags: ['partner'],
  params: zDispenserIdParams,
  body: z.strictObject({ enabled: z.boolean({ error: 'validation.invalid' }) }),
  response: zPortalDispenser,
});
