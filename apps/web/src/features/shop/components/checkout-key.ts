import { session } from '../../../lib/storage';

/**
 * The Idempotency-Key of the current payment attempt, kept in session storage so a reload or the
 * return from 3-D Secure retries with the same key; a new attempt (after a refusal) gets a new one.
 */
const KEY = 'shopCheckoutKey';

export function currentCheckoutKey(): string {
  const known = session.get(KEY);
  if (known) return known;
  const key = crypto.randomUUID();
  session.set(KEY, key);
  return key;
}

export function forgetCheckoutKey() {
  session.remove(KEY);
}
