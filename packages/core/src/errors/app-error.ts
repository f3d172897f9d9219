import type { TranslationKey } from '../i18n/keys';
import { ERRORS, type ErrorCode } from './codes';

/**
 * The one error type of the API. Services throw it; a single handler maps it to HTTP.
 * `params` fill placeholders in the translated message; `fields` carry 422 field errors
 * whose messages are i18n keys.
 */
export class AppError extends Error {
  readonly status: number;
  readonly messageKey: TranslationKey;
  /** For refusals that pass with time (rate limits): sent as the Retry-After header. */
  retryAfterSeconds?: number;

  constructor(
    readonly code: ErrorCode,
    readonly params: Record<string, string | number> = {},
    readonly fields: { field: string; key: string }[] = [],
  ) {
    super(code);
    this.name = 'AppError';
    this.status = ERRORS[code].status;
    this.messageKey = ERRORS[code].key;
  }
}
