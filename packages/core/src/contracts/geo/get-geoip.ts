import { z } from 'zod';
import { defineContract } from '../define';

export const getGeoip = defineContract({
  method: 'GET',
  path: '/geoip',
  auth: 'public',
  summary: "The country of the caller's IP address; Denmark when it cannot be told",
  tags: ['geo'],
  response: z.object({
    /** ISO 3166-1 alpha-2, e.g. "DK". */
    country_code: z.string(),
    /** In the caller's language (Accept-Language). */
    country_name: z.string(),
    /** International calling code without the plus, e.g. "45". */
    calling_code: z.string(),
  }),
});
