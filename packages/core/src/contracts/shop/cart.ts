import { z } from 'zod';
import { defineContract } from '../define';
import { zCart, zProductIdParams } from './shapes';

export const CART_QUANTITY_MAX = 99;

export const zCartQuantity = z.strictObject({
  quantity: z.coerce
    .number({ error: 'validation.validQuantity' })
    .int({ error: 'validation.validQuantity' })
    .min(1, { error: 'validation.validQuantity' })
    .max(CART_QUANTITY_MAX, { error: 'validation.validQuantity' }),
});

export const getCart = defineContract({
  method: 'GET',
  path: '/shop/cart',
  auth: 'confirmed',
  summary: 'The caller’s cart, kept by the API across reloads, logins and devices',
  tags: ['shop'],
  response: zCart,
});

export const setCartItem = defineContract({
  method: 'PUT',
  path: '/shop/cart/items/:product_id',
  auth: 'confirmed',
  summary: 'Puts a product in the cart with a quantity (one club per cart: 409 CART_OTHER_CLUB)',
  tags: ['shop'],
  params: zProductIdParams,
  body: zCartQuantity,
  response: zCart,
});

export const removeCartItem = defineContract({
  method: 'DELETE',
  path: '/shop/cart/items/:product_id',
  auth: 'confirmed',
  summary: 'Takes a product out of the cart',
  tags: ['shop'],
  params: zProductIdParams,
  response: zCart,
});
