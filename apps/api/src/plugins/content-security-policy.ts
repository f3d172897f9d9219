import { createHash } from 'node:crypto';
import { CODE_FIRST_LOADER } from '@golfwallet/core/web/code-first-loader';
import { PUBLIC_PAGE_LOADER } from '@golfwallet/core/web/public-page-loader';
import type { Config } from '../config';

const hashSource = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** The prerendered public pages' inline loader, allowed by its hash. */
export const PUBLIC_PAGE_LOADER_SOURCE = hashSource(PUBLIC_PAGE_LOADER);
/** The app's inline loader of the voucher code painted first (issue 33), allowed by its hash. */
export const CODE_FIRST_LOADER_SOURCE = hashSource(CODE_FIRST_LOADER);

// Stripe.js must be loaded from Stripe and runs its card fields in its own frames
// (https://docs.stripe.com/security/guide#content-security-policy).
const STRIPE = {
  scriptSrc: ['https://js.stripe.com'],
  frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
  connectSrc: ['https://api.stripe.com'],
};

/**
 * The page's Content-Security-Policy: our own origin only, except what the selected card
 * provider needs in the browser (nothing for the embedded test acquirer), and two inline scripts by
 * their hashes: the public pages' loader (core/web/public-page-loader.ts) and the app's code-first
 * loader (core/web/code-first-loader.ts).
 */
export function contentSecurityPolicy(config: Pick<Config, 'ACQUIRER' | 'TRUST_PROXY'>) {
  const stripe = config.ACQUIRER === 'stripe';
  return {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: [
        "'self'",
        PUBLIC_PAGE_LOADER_SOURCE,
        CODE_FIRST_LOADER_SOURCE,
        ...(stripe ? STRIPE.scriptSrc : []),
      ],
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
