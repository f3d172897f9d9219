import { z } from 'zod';
import { defineContract } from '../define';

/**
 * "Download my data": asks for a copy of everything held about the caller. The export is prepared
 * in the background and a single-use link is mailed to the account's address. A second request
 * within 6 months of the last one answers 429 DATA_REQUEST_TOO_SOON with the policy's reason and
 * the date of the last request (spec §1 privacy text).
 */
export const requestDataExport = defineContract({
  method: 'POST',
  path: '/user/data-export',
  auth: 'confirmed',
  summary: "Asks for a copy of the caller's data, mailed as a single-use download link",
  tags: ['user'],
  status: 202,
  response: z.object({
    request_id: z.number(),
    /** ISO 8601. */
    requested_at: z.string(),
    /** Where the link goes. */
    email: z.string(),
    /** How long the link works once mailed. */
    link_days: z.number(),
  }),
});
