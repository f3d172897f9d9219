import { createProduct } from '@golfwallet/core/contracts/partner/create-product';
import { getProduct } from '@golfwallet/core/contracts/partner/get-product';
import { listProducts } from '@golfwallet/core/contracts/partner/list-products';
import { setProductStatus } from '@golfwallet/core/contracts/partner/set-product-status';
import { updateProduct } from '@golfwallet/core/contracts/partner/update-product';
import type { ProductFormValues } from '@golfwallet/core/validation/product';
import type { ProductStatus } from '@golfwallet/core/validation/product-limits';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { partnerApi } from './partner-api';
import { partnerKeys } from './staff-session';

export function useProducts() {
  return useQuery({ queryKey: partnerKeys.products(), queryFn: () => partnerApi(listProducts, {}) });
}

export function useProduct(id: number | undefined) {
  return useQuery({
    queryKey: partnerKeys.product(id ?? 0),
    queryFn: () => partnerApi(getProduct, { params: { id: id! } }),
    enabled: id !== undefined,
  });
}

/** Creates (no id) or replaces (id) a product; the lists refresh. */
export function useSaveProduct(id: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProductFormValues) =>
      id === undefined
        ? partnerApi(createProduct, { body })
        : partnerApi(updateProduct, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerKeys.products() }),
  });
}

export function useSetProductStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; status: ProductStatus }) =>
      partnerApi(setProductStatus, { params: { id: input.id }, body: { status: input.status } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerKeys.products() }),
  });
}
