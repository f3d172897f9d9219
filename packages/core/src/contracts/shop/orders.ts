import { z } from 'zod';
import { defineContract } from '../define';
import { zIdParams, zOrder, zSavedCard } from './shapes';

export const listOrders = defineContract({
  method: 'GET',
  path: '/shop/orders',
  auth: 'confirmed',
  summary: 'The caller’s orders, newest first',
  tags: ['shop'],
  query: z.object({
    offset: z.coerce.number({ error: 'validation.invalid' }).int().min(0).max(1_000_000).default(0),
    limit: z.coerce.number({ error: 'validation.invalid' }).int().min(1).max(50).default(10),
  }),
  response: z.object({ orders: z.array(zOrder), total: z.number() }),
});

export const getOrder = defineContract({
  method: 'GET',
  path: '/shop/orders/:id',
  auth: 'confirmed',
  summary: 'One of the caller’s orders',
  tags: ['shop'],
  params: zIdParams,
  response: zOrder,
});

export const withdrawOrder = defineContract({
  method: 'POST',
  path: '/shop/orders/:id/withdrawal',
  auth: 'confirmed',
  summary:
    'Withdraws from a purchase within 14 days while its digital products are unused: refund to the paying card. Purchases with points cannot be withdrawn.',
  tags: ['shop'],
  params: zIdParams,
  body: z.strictObject({}),
  response: zOrder,
});

export const listCards = defineContract({
  method: 'GET',
  path: '/shop/cards',
  auth: 'confirmed',
  summary: 'The caller’s saved cards (token kept at the provider; brand, last four, expiry here)',
  tags: ['shop'],
  response: z.object({ cards: z.array(zSavedCard) }),
});

export const deleteCard = defineContract({
  method: 'DELETE',
  path: '/shop/cards/:id',
  auth: 'confirmed',
  summary: 'Forgets one of the caller’s saved cards',
  tags: ['shop'],
  params: zIdParams,
  response: z.object({ card_id: z.number() }),
});
