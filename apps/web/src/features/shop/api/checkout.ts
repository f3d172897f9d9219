import { ApiError } from '@golfwallet/core/client/api-client';
import { checkout, paymentConfig } from '@golfwallet/core/contracts/shop/checkout';
import type { z } from 'zod';
import type { zCheckoutBody } from '@golfwallet/core/contracts/shop/checkout';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { isNetworkError } from '../../../lib/error-message';
import { cartKey } from './cart';

/** GET /shop/payment-config: where the browser sends the card (never to our API). */
export function usePaymentConfig() {
  return useQuery({
    queryKey: ['shop', 'payment-config'],
    queryFn: () => api(paymentConfig, {}),
    staleTime: Infinity,
  });
}

export interface TokenisedCard {
  token: string;
  brand: string;
  last4: string;
  expiry: string;
}

export class CardRefused extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Sends the card to the payment provider's tokenisation endpoint (the embedded test acquirer's own
 * path, not /api/v1) and returns the token: card data never reaches our API.
 */
export async function tokeniseCard(
  url: string,
  card: { number: string; name: string; exp_month: number; exp_year: number; cvc: string },
  language: string,
): Promise<TokenisedCard> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': language },
    body: JSON.stringify(card),
  });
  const data = (await response.json().catch(() => ({}))) as {
    field?: string;
    message?: string;
  } & TokenisedCard;
  if (!response.ok) throw new CardRefused(data.field ?? 'number', data.message ?? '');
  return data;
}

export type CheckoutBody = z.input<typeof zCheckoutBody>;

/** POST /shop/checkout with the attempt's Idempotency-Key; a retry sends the same key. */
export function useCheckout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ key, body }: { key: string; body: CheckoutBody }) =>
      api(checkout, { body, headers: { 'idempotency-key': key } }),
    onSuccess: (result) => {
      if (result.status === 'paid') void client.invalidateQueries({ queryKey: ['shop'] });
      void client.invalidateQueries({ queryKey: cartKey });
    },
    // A refusal may be about a line (sold out): the cart read again marks it.
    onError: () => void client.invalidateQueries({ queryKey: cartKey }),
  });
}

/**
 * Whether a failed checkout left the payment without an answer: the acquirer timed out
 * (PAYMENT_NETWORK) or the request or its answer was lost on the way. The card may have been
 * charged, so the golfer is told the payment is being checked and not to pay again; the attempt
 * keeps its Idempotency-Key, so a retry cannot charge twice.
 */
export function isUnansweredPayment(error: unknown): boolean {
  return isNetworkError(error) || (error instanceof ApiError && error.code === 'PAYMENT_NETWORK');
}
