import { listClubs } from '@golfwallet/core/contracts/reference/list-clubs';
import type { Club } from '@golfwallet/core/contracts/reference/shapes';
import { listVouchers, VOUCHER_PAGE_MAX } from '@golfwallet/core/contracts/vouchers/list-vouchers';
import type { VoucherItem } from '@golfwallet/core/contracts/vouchers/shapes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { isNetworkError } from '../../../lib/error-message';
import { readSnapshot, saveSnapshot } from '../../../lib/offline-store';
import { WALLET_QUERY_KEY } from '../../../lib/wallet-key';

/** The most vouchers the wallet keeps on the device (pages of 100). */
export const WALLET_MAX_VOUCHERS = 2_000;
const SNAPSHOT_KEY = 'wallet';

/** What the app's wallet shows: the usable vouchers with their codes, and the clubs (for nearest). */
export interface Wallet {
  items: VoucherItem[];
  clubs: Club[];
  /** Unix milliseconds of the data's last successful load. */
  savedAt: number;
  /** True when the network failed and this is the copy kept on the device. */
  offline: boolean;
}

type KeptWallet = Pick<Wallet, 'items' | 'clubs'>;

export const walletKeys = { all: WALLET_QUERY_KEY };

/**
 * Every voucher the app can show (spec §9 list filter: active, unused, not printed; driving-range
 * e-cards included), page by page, and the clubs.
 */
async function loadFromServer(): Promise<KeptWallet> {
  const items: VoucherItem[] = [];
  for (let offset = 0; offset < WALLET_MAX_VOUCHERS; offset += VOUCHER_PAGE_MAX) {
    const page = await api(listVouchers, {
      query: {
        active: true,
        only_unused: true,
        with_pdf: false,
        include_ecards: true,
        group: 'none',
        offset,
        limit: VOUCHER_PAGE_MAX,
      },
    });
    items.push(...page.items);
    if (page.items.length < VOUCHER_PAGE_MAX || (!page.total_capped && items.length >= page.total)) break;
  }
  const clubs = await api(listClubs, {});
  return { items, clubs };
}

/**
 * Loads the wallet and keeps a copy on the device; when the connection is gone, answers the kept
 * copy (marked offline, with the time it was fresh). Other failures stay failures.
 */
export async function loadWallet(): Promise<Wallet> {
  try {
    const fresh = await loadFromServer();
    const savedAt = Date.now();
    await saveSnapshot(SNAPSHOT_KEY, fresh, savedAt);
    // Each code drawn for the voucher page's first paint, after this answer (issue 33).
    void import('../code-first/keep-codes').then(({ keepCodes }) => keepCodes(fresh.items, savedAt));
    return { ...fresh, savedAt, offline: false };
  } catch (error) {
    if (!isNetworkError(error)) throw error;
    const kept = await readSnapshot<KeptWallet>(SNAPSHOT_KEY);
    if (!kept) throw error;
    return { ...kept.data, savedAt: kept.savedAt, offline: true };
  }
}

export const walletQueryOptions = queryOptions({
  queryKey: walletKeys.all,
  queryFn: loadWallet,
  // Run even when the browser says it is offline: then the device copy answers.
  networkMode: 'always',
  retry: (count, error) => !isNetworkError(error) && count < 1,
  staleTime: 30_000,
});

export function useWallet() {
  return useQuery(walletQueryOptions);
}
