import { z } from 'zod';
import { defineContract } from '../define';
import { zVoucherFilters } from './shapes';

export const countVouchers = defineContract({
  method: 'GET',
  path: '/vouchers/count',
  auth: 'confirmed',
  summary: "How many of the caller's vouchers match the filters (items, as the list would count them)",
  tags: ['vouchers'],
  query: zVoucherFilters,
  response: z.object({ count: z.number() }),
});
