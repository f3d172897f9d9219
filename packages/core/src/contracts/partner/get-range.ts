import { defineContract } from '../define';
import { zPortalRange } from './range-shapes';
import { ANY_STAFF } from './shapes';

export const getRange = defineContract({
  method: 'GET',
  path: '/partner/range',
  auth: 'staff',
  staffRoles: ANY_STAFF,
  summary:
    "The current club's driving range: its limits and every dispenser with baskets, state and last dispense",
  tags: ['partner'],
  response: zPortalRange,
});
