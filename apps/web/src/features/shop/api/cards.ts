import { deleteCard, listCards } from '@golfwallet/core/contracts/shop/orders';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const cardsKey = ['shop', 'cards'] as const;

/** GET /shop/cards: brand, last four and expiry of the golfer's saved cards. */
export function useSavedCards() {
  return useQuery({ queryKey: cardsKey, queryFn: () => api(listCards, {}) });
}

/** DELETE /shop/cards/:id. */
export function useDeleteCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (cardId: number) => api(deleteCard, { params: { id: cardId } }),
    onSuccess: () => client.invalidateQueries({ queryKey: cardsKey }),
  });
}
