import { z } from 'zod';
import { defineContract } from '../define';
import { OWNER_ONLY } from './shapes';
import { zRedemptionFilters } from './list-redemptions';

/**
 * Answers text/csv (not JSON): a UTF-8 BOM, headers in the caller's language (Accept-Language),
 * `;` and a decimal comma except in English, times in the club's zone with the zone beside them;
 * only what the privacy text lets a club see (apps/api/src/modules/partner/redemptions-csv.ts).
 */
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
