import { z } from 'zod';
import type { TranslationKey } from '../i18n/keys';

/** An Idempotency-Key: 8 to 100 letters, digits, '-' or '_' (a UUID fits). */
const KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;

/** An Idempotency-Key whose absence or bad form is said with `error`. */
export function idempotencyKeyOf(error: TranslationKey) {
  return z.string({ error }).regex(KEY_PATTERN, { error });
}

const description =
  'One key per user action (a UUID): a retry with the same key by the same caller does the action once and answers what the first request answered; the same key with a different body answers 422 IDEMPOTENCY_KEY_REUSED.';

/**
 * The `headers` of an operation that takes an optional Idempotency-Key (header names in lower
 * case, as Node gives them; other headers pass through). Without it the request runs as before.
 */
export const zOptionalIdempotencyHeaders = z.looseObject({
  'idempotency-key': idempotencyKeyOf('errors.idempotencyKeyInvalid').optional().meta({ description }),
});
