import { getCart, removeCartItem, setCartItem } from '@golfwallet/core/contracts/shop/cart';
import type { Cart } from '@golfwallet/core/contracts/shop/shapes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const cartKey = ['shop', 'cart'] as const;

/** GET /shop/cart: the cart the API keeps (it survives reloads, logins and devices). */
export function useCart() {
  return useQuery({ queryKey: cartKey, queryFn: () => api(getCart, {}) });
}

/** PUT /shop/cart/items/:product_id: sets a quantity; the answer is the new cart. */
export function useSetCartItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, quantity }: { productId: number; quantity: number }) =>
      api(setCartItem, { params: { product_id: productId }, body: { quantity } }),
    onSuccess: (cart: Cart) => client.setQueryData(cartKey, cart),
  });
}

/** DELETE /shop/cart/items/:product_id. */
export function useRemoveCartItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (productId: number) => api(removeCartItem, { params: { product_id: productId } }),
    onSuccess: (cart: Cart) => client.setQueryData(cartKey, cart),
  });
}
