import { z } from 'zod';
import { defineContract } from '../define';

export const HISTORY_PAGE_DEFAULT = 10;
export const HISTORY_PAGE_MAX = 50;

export const HISTORY_KINDS = [
  'issued',
  'purchased',
  'uploaded',
  'printed',
  'transfer_sent',
  'transfer_received',
  'redeemed',
] as const;

export const zHistoryItem = z.object({
  id: z.number(),
  kind: z.enum(HISTORY_KINDS),
  /** Unix seconds. */
  at: z.number(),
  voucher_id: z.number().nullable(),
  voucher_name: z.string().nullable(),
  club_id: z.number().nullable(),
  club_name: z.string().nullable(),
  /** For redemptions: uses left afterwards (null when unlimited or not a redemption). */
  uses_left: z.number().nullable(),
});
export type HistoryItem = z.infer<typeof zHistoryItem>;

export const listHistory = defineContract({
  method: 'GET',
  path: '/history',
  auth: 'confirmed',
  summary: 'What happened to the caller’s vouchers, newest first',
  tags: ['vouchers'],
  query: z.object({
    offset: z.coerce.number({ error: 'validation.invalid' }).int().min(0).max(1_000_000).default(0),
    limit: z.coerce
      .number({ error: 'validation.invalid' })
      .int()
      .min(1)
      .max(HISTORY_PAGE_MAX, { error: 'validation.invalid' })
      .default(HISTORY_PAGE_DEFAULT),
  }),
  response: z.object({ items: z.array(zHistoryItem), total: z.number() }),
});
