import type { Config } from '../config';

// Stripe.js must be loaded from Stripe and runs its card fields in its own frames
// (https://docs.stripe.com/security/guide#content-security-policy).
const STRIPE = {
  scriptSrc: ['https://js.stripe.com'],
  frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connectSrc: ['https://api.stripe.com'],
};

/**
 * The page's Content-Security-Policy: our own origin only, except what the selected card
 * provider needs in the browser (nothing for the embedded test acquirer).
 */
export function contentSecurityPolicy(config: Pick<Config, 'ACQUIRER' | 'TRUST_PROXY'>) {
  const stripe = config.ACQUIRER === 'stripe';
  return {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...(stripe ? STRIPE.scriptSrc : [])],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: ["'self'", ...(stripe ? STRIPE.connectSrc : [])],
      frameSrc: stripe ? STRIPE.frameSrc : ["'none'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: config.TRUST_PROXY ? [] : null,
    },
  };
}
