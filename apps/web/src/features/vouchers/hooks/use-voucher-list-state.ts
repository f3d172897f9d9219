import type { VoucherSort } from '@golfwallet/core/contracts/vouchers/shapes';
import { DEFAULT_SORT } from '@golfwallet/core/domain/sort';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type DevicePosition, type VoucherListParams, voucherKeys } from '../api/get-vouchers';
import { getDevicePosition } from '../model/position';
import { storedTab, storeTab, type VoucherTab } from '../model/tabs';

/** How long typing pauses before the search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The state of the voucher page: tab (remembered), search text, sort and the device position for
 * "nearest". Switching tab (spec §4) resets sort to Club A-Z, clears the search and the paging and
 * reloads the lists. Choosing "nearest" asks the browser for the position first; without one the
 * sort stays and `geolocationFailed` is set.
 */
export function useVoucherListState() {
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<VoucherTab>(storedTab);
  const [searchInput, setSearchInput] = useState('');
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<VoucherSort>(DEFAULT_SORT);
  const [position, setPosition] = useState<DevicePosition | null>(null);
  const [geolocationFailed, setGeolocationFailed] = useState(false);
  const sortRequest = useRef(0);

  useEffect(() => {
    if (searchInput === search) return undefined;
    const timer = setTimeout(() => setSearch(searchInput), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchInput, search]);

  const selectTab = useCallback(
    (next: VoucherTab) => {
      storeTab(next);
      sortRequest.current += 1;
      // Forget loaded pages of every list: the new tab starts again at its first page, fresh.
      queryClient.removeQueries({ queryKey: voucherKeys.lists() });
      setTab(next);
      setSort(DEFAULT_SORT);
      setPosition(null);
      setGeolocationFailed(false);
      setSearchInput('');
      setSearch('');
    },
    [queryClient],
  );

  const chooseSort = useCallback((next: VoucherSort) => {
    const request = ++sortRequest.current;
    setGeolocationFailed(false);
    if (next !== 'nearest') {
      setSort(next);
      return;
    }
    getDevicePosition().then(
      (found) => {
        if (request !== sortRequest.current) return;
        setPosition(found);
        setSort('nearest');
      },
      () => {
        if (request !== sortRequest.current) return;
        setGeolocationFailed(true);
      },
    );
  }, []);

  const params: VoucherListParams = { tab, search, sort, position };
  return { tab, selectTab, searchInput, setSearchInput, sort, chooseSort, geolocationFailed, params };
}
