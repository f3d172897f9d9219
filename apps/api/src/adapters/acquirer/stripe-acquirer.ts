import type Stripe from 'stripe';
import type { Config } from '../../config';
import type { Acquirer, ChargeResult, DeclineReason } from './acquirer';

/**
 * Stripe's SDK, loaded where Stripe is the acquirer (half a second of every start-up otherwise:
 * the embedded default and the tests use the test acquirer).
 */
export const loadStripe = () => import('stripe').then((module) => module.default);

function declineOf(StripeSdk: typeof Stripe, error: unknown): DeclineReason | null {
  if (!(error instanceof StripeSdk.errors.StripeCardError)) return null;
  if (error.decline_code === 'insufficient_funds') return 'insufficient_funds';
  if (error.code === 'expired_card') return 'expired';
  return 'declined';
}

function resultOf(intent: Stripe.PaymentIntent): ChargeResult | null {
  if (intent.status === 'succeeded') return { status: 'captured', ref: intent.id };
  if (intent.status === 'requires_action' && intent.next_action?.redirect_to_url?.url)
    return { status: 'requires_action', ref: intent.id, actionUrl: intent.next_action.redirect_to_url.url };
  if (intent.status === 'canceled' || intent.status === 'requires_payment_method')
    return {
      status: 'declined',
      ref: intent.id,
      reason:
        intent.last_payment_error?.decline_code === 'insufficient_funds' ? 'insufficient_funds' : 'declined',
    };
  return null;
}

/**
 * Stripe through its official Node library: a PaymentIntent confirmed at once with the payment
 * method the browser created with Stripe.js (our payment id as idempotency key and metadata), 3-D
 * Secure by Stripe's redirect, refunds with their own idempotency key. The webhook
 * (stripe-webhook.ts) verifies Stripe's signature and reconciles.
 */
export function stripeAcquirer(config: Config): Acquirer {
  let client: Promise<Stripe> | undefined;
  const sdk = () =>
    (client ??= loadStripe().then(
      (StripeSdk) =>
        new StripeSdk(config.STRIPE_SECRET_KEY!, {
          timeout: config.ACQUIRER_TIMEOUT_MS,
          maxNetworkRetries: 2,
        }),
    ));
  return {
    name: 'stripe',
    async charge(request) {
      const stripe = await sdk();
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: request.amountMinor,
            currency: request.currency.toLowerCase(),
            payment_method: request.token,
            confirm: true,
            return_url: request.returnUrl,
            metadata: { reference: request.reference },
          },
          { idempotencyKey: request.reference },
        );
        return resultOf(intent) ?? { status: 'declined', ref: intent.id, reason: 'declined' };
      } catch (error) {
        const reason = declineOf(await loadStripe(), error);
        if (reason) return { status: 'declined', ref: null, reason };
        throw error;
      }
    },
    async lookup(reference) {
      const found = await (await sdk()).paymentIntents.search({
        query: `metadata['reference']:'${reference.replace(/'/g, '')}'`,
      });
      const intent = found.data[0];
      return intent ? resultOf(intent) : null;
    },
    async refund(ref, amountMinor, refundKey) {
      await (await sdk()).refunds.create(
        { payment_intent: ref, amount: amountMinor },
        { idempotencyKey: refundKey },
      );
    },
    async card(token) {
      const method = await (await sdk()).paymentMethods.retrieve(token);
      const card = method.card;
      if (!card) throw new Error('not a card');
      return {
        brand: card.brand,
        last4: card.last4,
        expiry: `${String(card.exp_month).padStart(2, '0')}/${String(card.exp_year % 100).padStart(2, '0')}`,
      };
    },
    browserConfig: () => ({
      provider: 'stripe',
      tokenize_url: null,
      publishable_key: config.STRIPE_PUBLISHABLE_KEY ?? null,
    }),
  };
}
