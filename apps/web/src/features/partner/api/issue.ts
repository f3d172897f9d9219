import { issueVoucher } from '@golfwallet/core/contracts/partner/issue-voucher';
import { countOfferRecipients } from '@golfwallet/core/contracts/partner/count-offer-recipients';
import { type OFFER_AUDIENCES, sendOffer } from '@golfwallet/core/contracts/partner/send-offer';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

type Audience = (typeof OFFER_AUDIENCES)[number];

/**
 * How many golfers the offer would reach and when the same product last went to the same audience
 * (nothing is sent); waits until a product is chosen.
 */
export function useOfferRecipients(productId: number | null, audience: Audience) {
  return useQuery({
    queryKey: partnerKeys.offerRecipients(productId ?? 0, audience),
    queryFn: () => partnerApi(countOfferRecipients, { query: { product_id: productId ?? 0, audience } }),
    enabled: productId !== null,
  });
}

export function useSendOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { product_id: number; audience: Audience; confirm_repeat?: boolean }) =>
      partnerApi(sendOffer, { body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: partnerKeys.products() }),
        queryClient.invalidateQueries({ queryKey: ['partner', 'offer-recipients'] }),
      ]),
  });
}
