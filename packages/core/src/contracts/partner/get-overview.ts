import { z } from 'zod';
import { defineContract } from '../define';
import { OWNER_ONLY } from './shapes';

const zFigures = z.object({
  sold: z.number(),
  redeemed: z.number(),
  /** Outstanding value of vouchers still usable (major units). */
  liability: z.number(),
  /** Value that expired unused. */
  breakage: z.number(),
  expiring_30_days: z.number(),
});

export const getOverview = defineContract({
  method: 'GET',
  path: '/partner/overview',
  auth: 'staff',
  staffRoles: OWNER_ONLY,
  summary:
    'Sold, redeemed, liability, breakage and vouchers expiring in 30 days, in total, per product and per month',
  tags: ['partner'],
  response: z.object({
    currency: z.string(),
    total: zFigures,
    per_product: z.array(zFigures.extend({ product_id: z.number().nullable(), name: z.string() })),
    per_month: z.array(z.object({ month: z.string(), sold: z.number(), redeemed: z.number() })),
  }),
});
