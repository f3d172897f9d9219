import { z } from 'zod';
import { defineContract } from '../define';
import { ANY_STAFF, zProduct } from './shapes';

export const listProducts = defineContract({
  method: 'GET',
  path: '/partner/products',
  auth: 'staff',
  staffRoles: ANY_STAFF,
  summary: 'The products of the current club, newest first',
  tags: ['partner'],
  response: z.object({ items: z.array(zProduct) }),
});
