import { formatExpiry } from '@golfwallet/core/domain/shop/card';
import type { StripeCardNumberElement, StripeElementLocale } from '@stripe/stripe-js';
import { CardRefused, type TokenisedCard } from './checkout';

export type StripeCardField = 'number' | 'expiry' | 'cvc';

/** Card fields served by Stripe.js: card data goes from those frames to Stripe, never to our page or API. */
export interface StripeCard {
  /** Puts one of Stripe's frames (card number, expiry, CVC) into the container. */
  mount(field: StripeCardField, container: HTMLElement): void;
  unmount(field: StripeCardField): void;
  /** Creates a PaymentMethod; its id is the token our API charges. Refusals throw CardRefused. */
  tokenise(cardholder: string): Promise<TokenisedCard>;
}

const STRIPE_LOCALES: Record<string, StripeElementLocale> = {
  da: 'da',
  en: 'en',
  no: 'nb',
  sv: 'sv',
  de: 'de',
  fi: 'fi',
};

/** Our language to Stripe's: Norwegian is "nb" there; Icelandic is not offered, so Stripe picks. */
export function stripeLocale(language: string): StripeElementLocale {
  return STRIPE_LOCALES[language] ?? 'auto';
}

/** Which of our fields a Stripe error code is about (invalid_expiry_year, incomplete_cvc, …). */
export function fieldOfStripeError(code: string | undefined): StripeCardField {
  if (code?.includes('expiry')) return 'expiry';
  if (code?.includes('cvc')) return 'cvc';
  return 'number';
}

/**
 * Loads Stripe.js (only when the server selects the Stripe provider; the embedded test acquirer
 * never loads it) and creates the card elements.
 */
export async function loadStripeCard(publishableKey: string, language: string): Promise<StripeCard> {
  const { loadStripe } = await import('@stripe/stripe-js/pure');
  const stripe = await loadStripe(publishableKey, { locale: stripeLocale(language) });
  if (!stripe) throw new Error('Stripe.js could not be loaded');
  const elements = stripe.elements({ locale: stripeLocale(language) });
  const number: StripeCardNumberElement = elements.create('cardNumber', { showIcon: true });
  const frames = { number, expiry: elements.create('cardExpiry'), cvc: elements.create('cardCvc') };
  return {
    mount: (field, container) => frames[field].mount(container),
    unmount: (field) => frames[field].unmount(),
    async tokenise(cardholder) {
      const { paymentMethod, error } = await stripe.createPaymentMethod({
        type: 'card',
        card: number,
        billing_details: { name: cardholder },
      });
      if (error || !paymentMethod?.card)
        throw new CardRefused(fieldOfStripeError(error?.code), error?.message ?? '');
      const card = paymentMethod.card;
      return {
        token: paymentMethod.id,
        brand: card.brand,
        last4: card.last4,
        expiry: formatExpiry(card.exp_month, card.exp_year),
      };
    },
  };
}
