import { z } from 'zod';
import { PRODUCT_STATUSES } from '../../validation/product-limits';
import { defineContract } from '../define';
import { OWNER_ONLY, zProduct, zProductIdParams } from './shapes';

export const setProductStatus = defineContract({
  method: 'POST',
  path: '/partner/products/:id/status',
  auth: 'staff',
  staffRoles: OWNER_ONLY,
  summary: 'Pauses, resumes or ends a product; ending is final',
  tags: ['partner'],
  params: zProductIdParams,
  body: z.strictObject({ status: z.enum(PRODUCT_STATUSES, { error: 'validation.invalid' }) }),
  response: zProduct,
});
