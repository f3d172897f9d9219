import { listShopClubs } from '@golfwallet/core/contracts/shop/catalogue';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const shopKeys = {
  all: ['shop'] as const,
  clubs: (search: string) => [...shopKeys.all, 'clubs', search] as const,
  products: (clubId: number) => [...shopKeys.all, 'products', clubId] as const,
  product: (productId: number) => [...shopKeys.all, 'product', productId] as const,
};

/** GET /shop/clubs: clubs with something on sale, searched by name or city. */
export function useShopClubs(search: string) {
  return useQuery({
    queryKey: shopKeys.clubs(search),
    queryFn: () => api(listShopClubs, { query: { search: search || undefined } }),
    placeholderData: keepPreviousData,
  });
}
