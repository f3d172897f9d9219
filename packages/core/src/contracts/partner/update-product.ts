import { zProductInput } from '../../validation/product';
import { defineContract } from '../define';
import { OWNER_ONLY, zProduct, zProductIdParams } from './shapes';

export const updateProduct = defineContract({
  method: 'PUT',
  path: '/partner/products/:id',
  auth: 'staff',
  staffRoles: OWNER_ONLY,
  summary: 'Replaces a product’s fields; vouchers already issued keep theirs. An ended product cannot change',
  tags: ['partner'],
  params: zProductIdParams,
  body: zProductInput,
  response: zProduct,
});
