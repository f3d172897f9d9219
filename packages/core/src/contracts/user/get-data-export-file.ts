import { z } from 'zod';
import { defineContract } from '../define';

/**
 * The export's zip behind the mailed link. Public: the token in the path is the credential, and it
 * works once: the first download takes the file, later ones (and expired links) answer 410
 * DATA_EXPORT_LINK_INVALID. Answers application/zip (not JSON).
 */
export const getDataExportFile = defineContract({
  method: 'GET',
  path: '/user/data-export/file/:token',
  auth: 'public',
  summary: 'Downloads a data export once, by its mailed link',
  tags: ['user'],
  params: z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: 'validation.invalid' }) }),
  response: z.string().describe('application/zip'),
});
