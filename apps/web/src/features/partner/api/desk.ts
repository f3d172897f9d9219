import { deskLookup } from '@golfwallet/core/contracts/partner/desk-lookup';
import { deskSearch } from '@golfwallet/core/contracts/partner/desk-search';
import { deskRedeem } from '@golfwallet/core/contracts/partner/desk-redeem';
import { undoRedemption } from '@golfwallet/core/contracts/partner/undo-redemption';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { idempotencyHeaders, keyedRetryDelay, retryKeyedWrite } from '../../../lib/keyed-write';
import { partnerApi } from './partner-api';

export function useDeskLookup() {
  return useMutation({
    mutationFn: (input: { number: string; playingWithMember?: string }) =>
      partnerApi(deskLookup, {
        params: { number: input.number },
        query: input.playingWithMember ? { playing_with_member: input.playingWithMember } : {},
      }),
  });
}

export type DeskRedeemBody = z.input<(typeof deskRedeem)['body']>;

/**
 * POST /partner/desk/redeem with the click's Idempotency-Key (newTapKey): a retry (network failure
 * while online, or a busy server) sends the same key, so the voucher is used once.
 */
export function useDeskRedeem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, body }: { key: string; body: DeskRedeemBody }) =>
      partnerApi(deskRedeem, { body, headers: idempotencyHeaders(key) }),
    retry: retryKeyedWrite,
    retryDelay: keyedRetryDelay,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['partner', 'redemptions'] }),
  });
}

/**
 * Undoes a desk redemption. The list is reloaded whether it worked or was refused: a refused undo
 * (too late, already undone) comes back without its Undo button (issue #34, item 19e).
 */
export function useUndoRedemption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => partnerApi(undoRedemption, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['partner', 'redemptions'] }),
  });
}

/** The desk's search by golfer name or member number (the club's own vouchers). */
export function useDeskSearch() {
  return useMutation({
    mutationFn: (q: string) => partnerApi(deskSearch, { query: { q } }),
  });
}
