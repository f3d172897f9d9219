import { z } from 'zod';
import { idSchema } from '../../validation/fields';
import { defineContract } from '../define';
import { ANY_STAFF, zDay, zRedemptionRow } from './shapes';

export const zRedemptionFilters = z.object({
  from: zDay.optional(),
  to: zDay.optional(),
  product_id: idSchema.optional(),
});

export const listRedemptions = defineContract({
  method: 'GET',
  path: '/partner/redemptions',
  auth: 'staff',
  staffRoles: ANY_STAFF,
  summary: 'Redemptions at the current club, newest first, filtered by day (club zone) and product',
  tags: ['partner'],
  query: zRedemptionFilters,
  response: z.object({ items: z.array(zRedemptionRow) }),
});
