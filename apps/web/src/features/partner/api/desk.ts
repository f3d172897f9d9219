import { deskLookup } from '@golfwallet/core/contracts/partner/desk-lookup';
import { deskRedeem } from '@golfwallet/core/contracts/partner/desk-redeem';
import { undoRedemption } from '@golfwallet/core/contracts/partner/undo-redemption';
import { useMutation, useQueryClient } from '@tanstack/react-query';
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

export function useDeskRedeem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { voucher_id: number; department_id?: number; playing_with_member?: string }) =>
      partnerApi(deskRedeem, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['partner', 'redemptions'] }),
  });
}

export function useUndoRedemption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => partnerApi(undoRedemption, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['partner', 'redemptions'] }),
  });
}
