import {
  DEFAULT_LOCALE,
  type Locale,
  localeFromAcceptLanguage,
  toLocale,
} from '@golfwallet/core/i18n/locales';
import type { FastifyRequest } from 'fastify';

/**
 * The caller's language: a `?locale=` query parameter when it names a supported locale ("dk" is
 * read as "da"), else the Accept-Language header the clients send, else the signed-in golfer's
 * own language (language_default), else Danish.
 */
export function requestLocale(request: FastifyRequest): Locale {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = typeof query?.locale === 'string' ? toLocale(query.locale) : undefined;
  if (fromQuery) return fromQuery;
  const header = request.headers['accept-language'];
  const golfers = toLocale(request.auth?.user.languageDefault) ?? DEFAULT_LOCALE;
  return localeFromAcceptLanguage(Array.isArray(header) ? header[0] : header, golfers);
}
