import { defineContract } from '../define';
import { ANY_STAFF, zProduct, zProductIdParams } from './shapes';

export const getProduct = defineContract({
  method: 'GET',
  path: '/partner/products/:id',
  auth: 'staff',
  staffRoles: ANY_STAFF,
  summary: 'One product of the current club (404 for any other club’s)',
  tags: ['partner'],
  params: zProductIdParams,
  response: zProduct,
});
