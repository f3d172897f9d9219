import { z } from 'zod';
import { defineContract } from '../define';
import { zIdParams, zProduct, zProductIdParams, zShopClub } from './shapes';

export const SHOP_SEARCH_MAX = 100;

export const listShopClubs = defineContract({
  method: 'GET',
  path: '/shop/clubs',
  auth: 'confirmed',
  summary: 'Clubs with a shop, optionally searched by name or city',
  tags: ['shop'],
  query: z.object({
    search: z.string().trim().max(SHOP_SEARCH_MAX, { error: 'validation.invalid' }).optional(),
  }),
  response: z.object({ clubs: z.array(zShopClub) }),
});

export const listClubProducts = defineContract({
  method: 'GET',
  path: '/shop/clubs/:id/products',
  auth: 'confirmed',
  summary: 'The products a club sells now (active, offer not ended, not sold out)',
  tags: ['shop'],
  params: zIdParams,
  response: z.object({ club: zShopClub, products: z.array(zProduct) }),
});

export const getProduct = defineContract({
  method: 'GET',
  path: '/shop/products/:product_id',
  auth: 'confirmed',
  summary: 'One product with its terms',
  tags: ['shop'],
  params: zProductIdParams,
  response: zProduct,
});
