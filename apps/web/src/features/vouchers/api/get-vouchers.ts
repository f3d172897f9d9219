import { listVouchers } from '@golfwallet/core/contracts/vouchers/list-vouchers';
import type { VoucherItem, VoucherSort } from '@golfwallet/core/contracts/vouchers/shapes';
import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { tabFilters, tabHasSearch, VOUCHER_PAGE_SIZE, type VoucherTab } from '../model/tabs';

export interface DevicePosition {
  latitude: number;
  longitude: number;
}

/** What one list on the page shows: the tab, the search text and the sort (with the position for nearest). */
export interface VoucherListParams {
  tab: VoucherTab;
  search: string;
  sort: VoucherSort;
  position: DevicePosition | null;
}

export const voucherKeys = {
  all: ['vouchers'] as const,
  lists: () => [...voucherKeys.all, 'list'] as const,
  list: (params: VoucherListParams) => [...voucherKeys.lists(), params] as const,
};

export interface VoucherPage {
  items: VoucherItem[];
  total: number;
  /** A filtered list counted up to its cap: there are more than `total` (see VOUCHER_LIST_TOTAL_CAP). */
  total_capped?: boolean;
}

function listQuery(params: VoucherListParams, offset: number) {
  const search = tabHasSearch(params.tab) ? params.search.trim() : '';
  const near = params.sort === 'nearest' && params.position;
  return {
    ...tabFilters(params.tab),
    search: search === '' ? undefined : search,
    sort: near || params.sort !== 'nearest' ? params.sort : 'club_az',
    latitude: near ? params.position?.latitude : undefined,
    longitude: near ? params.position?.longitude : undefined,
    offset,
    limit: VOUCHER_PAGE_SIZE,
  };
}

/** One list, 12 vouchers a page; the next page starts where the loaded ones end. */
export function vouchersQueryOptions(params: VoucherListParams) {
  return infiniteQueryOptions({
    queryKey: voucherKeys.list(params),
    queryFn: ({ pageParam }): Promise<VoucherPage> =>
      api(listVouchers, { query: listQuery(params, pageParam) }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      // A capped total (a filtered list with more than the cap): on while the pages come full.
      const more = loaded < last.total || (last.total_capped && last.items.length === VOUCHER_PAGE_SIZE);
      return last.items.length > 0 && more ? loaded : undefined;
    },
  });
}

/** Reloads every voucher list (after a tab switch, a print, a transfer). */
export function invalidateVoucherLists(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: voucherKeys.lists() });
}
