import { createHash } from 'node:crypto';
import { PUBLIC_PAGE_LOADER } from '@golfwallet/core/web/public-page-loader';
import type { Config } from '../config';

/** The prerendered public pages' inline loader, allowed by its hash and nothing else inline. */
export const PUBLIC_PAGE_LOADER_SOURCE = `'sha256-${createHash('sha256').update(PUBLIC_PAGE_LOADER).digest('base64')}'`;

// Stripe.js must be loaded from Stripe and runs its card fields in its own frames
// (https://docs.stripe.com/security/guide#content-security-policy).
const STRIPE = {
  scriptSrc: ['https://js.stripe.com'],
  frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connectSrc: ['https://api.stripe.com'],
};

/**
 * The page's Content-Security-Policy: our own origin only, except what the selected card
 * provider needs in the browser (nothing for the embedded test acquirer), and one inline script: the
 * public pages' loader (core/web/public-page-loader.ts), by its hash.
 */
export function contentSecurityPolicy(config: Pick<Config, 'ACQUIRER' | 'TRUST_PROXY'>) {
  const stripe = config.ACQUIRER === 'stripe';
  return {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", PUBLIC_PAGE_LOADER_SOURCE, ...(stripe ? STRIPE.scriptSrc : [])],
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
