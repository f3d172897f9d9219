import { z } from 'zod';
import { defineContract } from '../define';
import { OWNER_ONLY } from './shapes';
import { zRedemptionFilters } from './list-redemptions';

/** Answers text/csv (not JSON) with the columns of REDEMPTION_CSV_COLUMNS. */
export const exportRedemptions = defineContract({
  method: 'GET',
  path: '/partner/redemptions/export',
  auth: 'staff',
  staffRoles: OWNER_ONLY,
  summary: 'The redemptions list as CSV with exactly the columns the privacy text allows',
  tags: ['partner'],
  query: zRedemptionFilters,
  response: z.string().describe('text/csv'),
});
