import { redeemVoucher } from '@golfwallet/core/contracts/vouchers/redeem-voucher';
import type { z } from 'zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { idempotencyHeaders, keyedRetryDelay, retryKeyedWrite } from '../../../lib/keyed-write';
import { walletKeys } from './get-wallet';
import { voucherKeys } from './get-vouchers';

export type RedeemBody = z.input<(typeof redeemVoucher)['body']>;

/** One tap: its body and its Idempotency-Key (newTapKey), which a retry of the tap sends again. */
export interface RedeemTap {
  key: string;
  body: RedeemBody;
}

/**
 * POST /voucher/redeem with the tap's Idempotency-Key: a retry (network failure while online, or a
 * busy server) sends the same key, so the voucher is used once. Runs even when the browser says it
 * is offline, so the golfer hears the connection text of spec §8 at once instead of a request that
 * waits silently.
 */
export function useRedeemVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, body }: RedeemTap) => api(redeemVoucher, { body, headers: idempotencyHeaders(key) }),
    networkMode: 'always',
    retry: retryKeyedWrite,
    retryDelay: keyedRetryDelay,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: walletKeys.all }),
        queryClient.invalidateQueries({ queryKey: voucherKeys.lists() }),
      ]),
  });
}
