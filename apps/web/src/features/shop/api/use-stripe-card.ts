import { useEffect, useState } from 'react';
import { loadStripeCard, type StripeCard } from './stripe-card';

/**
 * Stripe's card fields when the server's payment provider is Stripe (a publishable key is given);
 * null otherwise. `failed` when Stripe.js could not be loaded (no connection to Stripe).
 */
export function useStripeCard(publishableKey: string | null | undefined, language: string) {
  const [card, setCard] = useState<StripeCard | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!publishableKey) return;
    let live = true;
    setFailed(false);
    loadStripeCard(publishableKey, language).then(
      (loaded) => live && setCard(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [publishableKey, language]);
  return { card, failed };
}
