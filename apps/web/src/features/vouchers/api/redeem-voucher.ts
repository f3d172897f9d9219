import { redeemVoucher } from '@golfwallet/core/contracts/vouchers/redeem-voucher';
import type { z } from 'zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { walletKeys } from './get-wallet';
import { voucherKeys } from './get-vouchers';

export type RedeemBody = z.input<(typeof redeemVoucher)['body']>;

/**
 * POST /voucher/redeem. Runs even when the browser says it is offline, so the golfer hears the
 * connection text of spec §8 at once instead of a request that waits silently.
 */
export function useRedeemVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RedeemBody) => api(redeemVoucher, { body }),
    networkMode: 'always',
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: walletKeys.all }),
        queryClient.invalidateQueries({ queryKey: voucherKeys.lists() }),
      ]),
  });
}
