import { issueVoucher } from '@golfwallet/core/contracts/partner/issue-voucher';
import { sendOffer } from '@golfwallet/core/contracts/partner/send-offer';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { partnerApi } from './partner-api';
import { partnerKeys } from './staff-session';

export function useIssueVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { product_id: number; email?: string; member_number?: string; quantity: number }) =>
      partnerApi(issueVoucher, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerKeys.products() }),
  });
}

export function useSendOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { product_id: number; audience: 'home_club' | 'union' | 'purchasers' }) =>
      partnerApi(sendOffer, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerKeys.products() }),
  });
}
