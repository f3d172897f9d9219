import { ApiError } from '@golfwallet/core/client/api-client';
import { local } from '../../../lib/storage';

/** The answers that say a transfer link will never work for this golfer: gone, expired, done, their own. */
const FINAL_CODES = new Set([
  'TRANSFER_NOT_FOUND',
  'TRANSFER_EXPIRED',
  'TRANSFER_ALREADY_DONE',
  'TRANSFER_TO_SELF',
]);

/**
 * Whether a failed load or confirmation of a transfer link is final. A network failure, a server
 * error, a refused or missing session or a rate limit may pass, so the link is worth keeping then.
 */
export function isFinalTransferError(error: unknown): boolean {
  return error instanceof ApiError && FINAL_CODES.has(error.code);
}

/**
 * Forgets the transfer kept for after the login (local transferProcess) when it is this link, so a
 * link that no longer works does not open after every later login.
 */
export function forgetKeptTransfer(token: string) {
  if (local.get('transferProcess') === token) local.remove('transferProcess');
}
