import { getShopSettings } from '@golfwallet/core/contracts/partner/get-shop-settings';
import { updateShopSettings } from '@golfwallet/core/contracts/partner/update-shop-settings';
import type { ShopSettingsInput } from '@golfwallet/core/validation/shop-settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { partnerApi } from './partner-api';
import { partnerKeys } from './staff-session';

export function useShopSettings() {
  return useQuery({ queryKey: partnerKeys.shopSettings(), queryFn: () => partnerApi(getShopSettings, {}) });
}

export function useSaveShopSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShopSettingsInput) => partnerApi(updateShopSettings, { body }),
    onSuccess: (saved) => queryClient.setQueryData(partnerKeys.shopSettings(), saved),
  });
}
