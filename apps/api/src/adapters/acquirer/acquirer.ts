import type { SQL } from 'drizzle-orm';

/**
 * The card acquirer (payment provider), one interface for the embedded test acquirer and Stripe.
 * The browser gives the card to the provider and gets a token; the API only ever sees the token.
 */

export type DeclineReason = 'declined' | 'insufficient_funds' | 'expired' | 'authentication_failed';

export type ChargeResult =
  | { status: 'captured'; ref: string }
  | { status: 'requires_action'; ref: string; actionUrl: string }
  | { status: 'declined'; ref: string | null; reason: DeclineReason };

export interface CardDetails {
  brand: string;
  last4: string;
  /** MM/YY */
  expiry: string;
}

export interface ChargeRequest {
  token: string;
  amountMinor: number;
  currency: string;
  /** Our payment id: the acquirer's idempotency reference, so a retry never charges twice. */
  reference: string;
  /** Where the 3-D Secure page sends the golfer back to. */
  returnUrl: string;
}

/** The acquirer did not answer in time: the charge may or may not have happened. */
export class AcquirerTimeout extends Error {
  constructor() {
    super('acquirer timeout');
  }
}

export interface Acquirer {
  readonly name: 'test' | 'stripe';
  /** Authorises and captures at once; the same reference twice returns the first charge. */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** The charge made under a reference, or null when none was made (reconciliation, 3-D Secure). */
  lookup(reference: string): Promise<ChargeResult | null>;
  /** Refunds a captured charge (partly or wholly); repeating the same refund key does nothing more. */
  refund(ref: string, amountMinor: number, refundKey: string): Promise<void>;
  /** Brand, last four and expiry of a token, to save a card. */
  card(token: string): Promise<CardDetails>;
  /**
   * When the acquirer keeps its tokens in our database (the embedded test acquirer): card() as a
   * subquery (columns brand, last4, expiry; no row for an unknown token), which checkout reads in
   * its claim statement instead of a round trip of its own.
   */
  readonly cardQuery?: (token: SQL) => SQL;
  /** What the browser needs to tokenise a card. */
  browserConfig(): {
    provider: 'test' | 'stripe';
    tokenize_url: string | null;
    publishable_key: string | null;
  };
}

/** Runs an acquirer call with a time limit; past it, AcquirerTimeout. */
export async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new AcquirerTimeout()), ms);
      }),
    ]);
  } finally {
    if (timer) clearTimeout(timer);
  }
}
