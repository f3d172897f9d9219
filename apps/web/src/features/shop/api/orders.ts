import { listOrders, withdrawOrder } from '@golfwallet/core/contracts/shop/orders';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const ordersKey = ['shop', 'orders'] as const;

/** GET /shop/orders: the golfer's orders, newest first (History). */
export function useOrders() {
  return useQuery({ queryKey: ordersKey, queryFn: () => api(listOrders, { query: { limit: 50 } }) });
}

/** POST /shop/orders/:id/withdrawal: returns an unused purchase within 14 days. */
export function useWithdrawOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) => api(withdrawOrder, { params: { id: orderId }, body: {} }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['shop'] }),
  });
}
