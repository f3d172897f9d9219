import { zRangeSettingsInput } from '../../validation/range-config';
import { defineContract } from '../define';
import { zPortalRange } from './range-shapes';
import { OWNER_ONLY } from './shapes';

export const updateRangeSettings = defineContract({
  method: 'PUT',
  path: '/partner/range/settings',
  auth: 'staff',
  staffRoles: OWNER_ONLY,
  summary:
    'Sets the driving-range limits: dispenses per golfer per day and the window in minutes between two',
  tags: ['partner'],
  body: zRangeSettingsInput,
  response: zPortalRange,
});
