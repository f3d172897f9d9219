import { z } from 'zod';
import { BULK_ISSUE_MAX_ENTRIES, bulkListSize, readBulkList } from '../../domain/partner/bulk-list';
import { idSchema } from '../../validation/fields';
import { defineContract } from '../define';
import { OWNER_ONLY, zProductIdParams } from './shapes';

/** A list as pasted or uploaded (e-mails or member numbers; see readBulkList), at most 1 MB of text. */
const zBulkIssueBody = z
  .strictObject({
    product_id: idSchema,
    list: z.string({ error: 'validation.required' }).max(1_000_000, { error: 'partner.bulk.tooMany' }),
    /** Golfers who declined club offers get it too (default: they are left out, and listed). */
    include_opted_out: z.boolean().default(false),
  })
  .superRefine((body, ctx) => {
    const size = bulkListSize(readBulkList(body.list));
    if (size === 0) ctx.addIssue({ code: 'custom', path: ['list'], message: 'partner.bulk.empty' });
    if (size > BULK_ISSUE_MAX_ENTRIES)
      ctx.addIssue({ code: 'custom', path: ['list'], message: 'partner.bulk.tooMany' });
  });

export type BulkIssueBody = z.output<typeof zBulkIssueBody>;

export const zBulkIssuePreview = z.object({
  /** How many golfers get one voucher each. */
  recipients: z.number(),
  /** Every golfer the list found, in the list's order; `opted_out`: declined club offers. */
  golfers: z.array(z.object({ entry: z.string(), name: z.string(), opted_out: z.boolean() })),
  /** Entries that name no golfer here (unknown addresses and member numbers, or neither). */
  unknown: z.array(z.string()),
  /** Entries left out because they named a golfer already in the list. */
  duplicates: z.number(),
});

export const previewBulkIssue = defineContract({
  method: 'POST',
  path: '/partner/bulk-issues/preview',
  auth: 'staff',
  staffRoles: OWNER_ONLY,
  summary:
    'Who a bulk issue of a product would reach: the golfers the list names, the unknown entries, the duplicates removed and who declined offers; issues nothing',
  tags: ['partner'],
  body: zBulkIssueBody,
  response: zBulkIssuePreview,
});

export const BULK_ISSUE_STATUSES = ['running', 'done'] as const;

export const zBulkIssue = z.object({
  id: z.number(),
  product_id: z.number(),
  product_name: z.string(),
  status: z.enum(BULK_ISSUE_STATUSES),
  /** Golfers in the batch, and how many have their voucher (and mail) so far. */
  total: z.number(),
  done: z.number(),
  /** Unix seconds. */
  created_at: z.number(),
  finished_at: z.number().nullable(),
  /** True when this answer is an earlier batch with the same product and golfers (nothing new issued). */
  repeat: z.boolean(),
});

export const startBulkIssue = defineContract({
  method: 'POST',
  path: '/partner/bulk-issues',
  auth: 'staff',
  staffRoles: OWNER_ONLY,
  summary:
    'Issues one voucher of a product to every golfer of a list, in a background job (progress at GET /partner/bulk-issues/:id); the same product and golfers again answer the first batch and issue nothing',
  tags: ['partner'],
  body: zBulkIssueBody,
  response: zBulkIssue,
  status: 202,
});

export const getBulkIssue = defineContract({
  method: 'GET',
  path: '/partner/bulk-issues/:id',
  auth: 'staff',
  staffRoles: OWNER_ONLY,
  summary: 'A bulk issue of the current club: its progress and result (404 for any other club’s)',
  tags: ['partner'],
  params: zProductIdParams,
  response: zBulkIssue,
});
