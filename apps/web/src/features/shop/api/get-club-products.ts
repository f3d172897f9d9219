import { getProduct, listClubProducts } from '@golfwallet/core/contracts/shop/catalogue';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { shopKeys } from './get-shop-clubs';

/** GET /shop/clubs/:id/products: a club's shop. */
export function useClubProducts(clubId: number) {
  return useQuery({
    queryKey: shopKeys.products(clubId),
    queryFn: () => api(listClubProducts, { params: { id: clubId } }),
  });
}

/** GET /shop/products/:product_id: one product with its terms. */
export function useProduct(productId: number) {
  return useQuery({
    queryKey: shopKeys.product(productId),
    queryFn: () => api(getProduct, { params: { product_id: productId } }),
  });
}
