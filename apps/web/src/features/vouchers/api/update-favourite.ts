import { updateVoucher } from '@golfwallet/core/contracts/vouchers/update-voucher';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { voucherKeys } from './get-vouchers';
import { patchCachedVouchers, restoreVoucherLists, type VoucherListsSnapshot } from './voucher-cache';

export interface FavouriteChange {
  voucherId: number;
  favourite: boolean;
}

/** PATCH /voucher/:id {favourite}. */
export function setFavourite({ voucherId, favourite }: FavouriteChange) {
  return api(updateVoucher, { params: { id: voucherId }, body: { favourite } });
}

/**
 * Marks or unmarks a favourite at once in every list (optimistic), puts the lists back when the
 * server refuses, and reloads them when it is done (the favourites tab gains or loses the voucher).
 */
export function useSetFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFavourite,
    // Offline, fail at once with the connection text rather than wait unseen (spec §8).
    networkMode: 'always',
    onMutate: async ({ voucherId, favourite }): Promise<{ snapshot: VoucherListsSnapshot }> => {
      await queryClient.cancelQueries({ queryKey: voucherKeys.lists() });
      return { snapshot: patchCachedVouchers(queryClient, [voucherId], { favourite }) };
    },
    onError: (_error, _change, context) => {
      if (context) restoreVoucherLists(queryClient, context.snapshot);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: voucherKeys.lists() }),
  });
}
