import { zDispenserInput } from '../../validation/range-config';
import { defineContract } from '../define';
import { zPortalDispenser } from './range-shapes';
import { OWNER_ONLY } from './shapes';

export const createDispenser = defineContract({
  method: 'POST',
  path: '/partner/range/dispensers',
  auth: 'staff',
  staffRoles: OWNER_ONLY,
  summary: 'Adds a ball dispenser to the current club with its basket sizes; its MQTT topic is given out',
  tags: ['partner'],
  body: zDispenserInput,
  response: zPortalDispenser,
  status: 201,
});
