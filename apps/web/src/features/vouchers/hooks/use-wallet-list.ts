import type { VoucherItem } from '@golfwallet/core/contracts/vouchers/shapes';
import {
  type AppVoucherFilter,
  countByAppFilter,
  matchesAppFilter,
} from '@golfwallet/core/domain/app-voucher-filter';
import { filterBySearch } from '@golfwallet/core/domain/search';
import { DEFAULT_SORT, type SortOption, sortVouchers } from '@golfwallet/core/domain/sort';
import type { Club } from '@golfwallet/core/contracts/reference/shapes';
import { useMemo, useState } from 'react';
import type { DevicePosition } from '../../../lib/platform/types';
import { useLocale } from './use-voucher-format';

export interface WalletListState {
  search: string;
  sort: SortOption;
  filter: AppVoucherFilter;
  favouritesOnly: boolean;
}

/**
 * The app's voucher list as the golfer narrows it (spec §2 "Vouchers list"): search, kind filter,
 * favourites and sort, all applied on the device to the wallet (so they work offline too) with the
 * rules of packages/core. Counts per kind are of the searched (and favourite) vouchers.
 */
export function useWalletList(
  items: readonly VoucherItem[],
  clubs: readonly Club[],
  position: DevicePosition | null,
) {
  const locale = useLocale();
  const [state, setState] = useState<WalletListState>({
    search: '',
    sort: DEFAULT_SORT,
    filter: 'all',
    favouritesOnly: false,
  });

  const clubPositions = useMemo(() => new Map(clubs.map((club) => [club.club_id, club])), [clubs]);
  const result = useMemo(() => {
    const searched = filterBySearch(items, state.search).filter(
      (item) => !state.favouritesOnly || item.favourite,
    );
    const counts = countByAppFilter(searched);
    const shown = sortVouchers(
      searched.filter((item) => matchesAppFilter(item, state.filter)),
      state.sort,
      {
        locale,
        clubs: clubPositions,
        position: position ? { lat: position.latitude, lng: position.longitude } : null,
      },
    );
    return { counts, shown };
  }, [items, state, locale, clubPositions, position]);

  const update = (change: Partial<WalletListState>) => setState((current) => ({ ...current, ...change }));
  return { state, update, ...result };
}
