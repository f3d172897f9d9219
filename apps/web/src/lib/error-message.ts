import { ApiError } from '@golfwallet/core/client/api-client';
import { isI18nKey } from '@golfwallet/core/i18n/key-shape';
import type { Translator as TFunction } from '@golfwallet/core/i18n/translator';

/**
 * The text to show for a failed call: the network text when the request never arrived, else the
 * server's message (already in the page language; every error answer of our API carries one),
 * else the client's own general error text (spec §8: "server message, otherwise client error
 * message"). The browser keeps no table of codes to texts: it would be 2.6 KiB in every first load
 * for answers that never come without their message.
 */
export function errorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError) {
    if (error.code === 'NETWORK' || error.status === 0) return t('errors.network');
    if (error.message && error.code !== 'INTERNAL') return error.message;
  }
  return t('errors.internal');
}

/** Whether the failure is the connection rather than the server. */
export function isNetworkError(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'NETWORK' || error.status === 0);
}

/**
 * A field error as shown: the form's own messages are i18n keys ("validation.enterEmail"); the
 * server's 422 messages arrive already translated and are shown as they are.
 */
export function fieldErrorText(message: string | undefined, t: TFunction): string | undefined {
  if (!message) return undefined;
  return isI18nKey(message) ? t(message) : message;
}
