import { zProductInput } from '../../validation/product';
import { defineContract } from '../define';
import { OWNER_ONLY, zProduct } from './shapes';

export const createProduct = defineContract({
  method: 'POST',
  path: '/partner/products',
  auth: 'staff',
  staffRoles: OWNER_ONLY,
  summary: 'Creates a product of the current club (on sale at once)',
  tags: ['partner'],
  body: zProductInput,
  response: zProduct,
  status: 201,
});
