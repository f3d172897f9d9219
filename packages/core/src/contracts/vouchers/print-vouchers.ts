import { z } from 'zod';
import { defineContract } from '../define';
import { zVoucherIdList } from './shapes';

/** How long the link to a rendered PDF works. */
export const PDF_LINK_MINUTES = 10;

export const printVouchers = defineContract({
  method: 'PATCH',
  path: '/voucher/pdf/:id',
  auth: 'confirmed',
  summary:
    'Renders a PDF of one or more of the caller’s vouchers (ids comma-joined, one page each), marks them printed and answers a 10-minute link to it',
  tags: ['vouchers'],
  params: z.object({ id: zVoucherIdList }),
  response: z.object({
    /** /api/v1/voucher/pdf-file/<token>: opens without the auth header, for 10 minutes. */
    pdf: z.string(),
    voucher_ids: z.array(z.number()),
  }),
});
