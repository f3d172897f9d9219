import { z } from 'zod';
import { defineContract } from '../define';
import { ANY_STAFF } from './shapes';

/** What the desk types to find a golfer's vouchers: part of the name, or the member number. */
export const zDeskSearchQuery = z.object({
  q: z
    .string({ error: 'partner.desk.searchTooShort' })
    .trim()
    .min(2, { error: 'partner.desk.searchTooShort' })
    .max(100, { error: 'validation.invalid' }),
});

export const zDeskSearchHit = z.object({
  voucher_number: z.string(),
  voucher_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  member_number: z.string().nullable(),
  uses_left: z.number().nullable(),
  /** Unix seconds. */
  valid_to: z.number(),
});
export type DeskSearchHit = z.infer<typeof zDeskSearchHit>;

export const DESK_SEARCH_LIMIT = 20;

export const deskSearch = defineContract({
  method: 'GET',
  path: '/partner/desk/search',
  auth: 'staff',
  staffRoles: ANY_STAFF,
  summary:
    "Finds the current club's own active, unexpired vouchers by the holder's name or member number (at most 20)",
  tags: ['partner'],
  query: zDeskSearchQuery,
  response: z.object({ items: z.array(zDeskSearchHit) }),
});
