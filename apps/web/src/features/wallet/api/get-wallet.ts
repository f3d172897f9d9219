import { getWallet } from '@golfwallet/core/contracts/shop/wallet';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET /shop/wallet: points with their ledger, ball money per club, gift cards. */
export function useWallet() {
  return useQuery({ queryKey: ['shop', 'wallet'], queryFn: () => api(getWallet, {}) });
}
