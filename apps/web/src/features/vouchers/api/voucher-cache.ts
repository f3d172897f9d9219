import type { VoucherItem } from '@golfwallet/core/contracts/vouchers/shapes';
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import { type VoucherPage, voucherKeys } from './get-vouchers';

export type VoucherListsSnapshot = [QueryKey, InfiniteData<VoucherPage> | undefined][];

/**
 * Changes the vouchers whose id is in `ids` in every cached list and returns what the lists held
 * before, for a rollback with restoreVoucherLists.
 */
export function patchCachedVouchers(
  queryClient: QueryClient,
  ids: readonly number[],
  patch: Partial<VoucherItem>,
): VoucherListsSnapshot {
  const snapshot = queryClient.getQueriesData<InfiniteData<VoucherPage>>({ queryKey: voucherKeys.lists() });
  queryClient.setQueriesData<InfiniteData<VoucherPage>>({ queryKey: voucherKeys.lists() }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((item) => (ids.includes(item.voucher_id) ? { ...item, ...patch } : item)),
          })),
        }
      : data,
  );
  return snapshot;
}

export function restoreVoucherLists(queryClient: QueryClient, snapshot: VoucherListsSnapshot) {
  for (const [key, data] of snapshot) queryClient.setQueryData(key, data);
}
