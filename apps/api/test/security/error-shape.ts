import { ERRORS } from '@golfwallet/core/errors/codes';
import { isI18nKey } from '@golfwallet/core/i18n/key-shape';
import { translate } from '@golfwallet/core/i18n/translate';
import type { Locale } from '@golfwallet/core/i18n/locales';
import type { LightMyRequestResponse } from 'fastify';

/**
 * What is wrong with a 4xx answer's body, or null when it has the API's error format (README):
 * `{status, code, message}` with the answer's status, one of our codes and a message in the
 * caller's language; or, for 422 validation errors, a non-empty array of `{field, message}`.
 * Messages never show an i18n key or a framework's English text in place of ours.
 */
export function errorShapeProblem(res: LightMyRequestResponse, locale: Locale = 'en'): string | null {
  let body: unknown;
  try {
    body = res.json();
  } catch {
    return `not JSON: ${res.body.slice(0, 80)}`;
  }
  if (res.statusCode === 422 && Array.isArray(body)) {
    if (body.length === 0) return 'an empty list of field errors';
    for (const entry of body as unknown[]) {
      const { field, message, ...rest } = (entry ?? {}) as Record<string, unknown>;
      if (typeof field !== 'string' || typeof message !== 'string' || message === '')
        return `a field error that is not {field, message}: ${JSON.stringify(entry)}`;
      if (Object.keys(rest).length > 0) return `a field error with more keys: ${JSON.stringify(entry)}`;
      if (isI18nKey(message)) return `an untranslated key as message: ${message}`;
    }
    return null;
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'not an object';
  const { status, code, message, ...rest } = body as Record<string, unknown>;
  if (Object.keys(rest).length > 0)
    return `more keys than status, code, message: ${Object.keys(rest).join(', ')}`;
  if (status !== res.statusCode) return `status ${String(status)} in a ${res.statusCode} answer`;
  if (typeof code !== 'string' || !(code in ERRORS)) return `not one of our codes: ${String(code)}`;
  const known = ERRORS[code as keyof typeof ERRORS];
  if (known.status !== res.statusCode) return `${code} is ${known.status}, answered ${res.statusCode}`;
  if (typeof message !== 'string' || message === '') return 'no message';
  // Messages with parameters (minutes, …) differ in their numbers only: compare the words.
  const words = (text: string) => text.replace(/\d+/g, '#');
  const expected = translate(locale, known.key, { minutes: 0, hours: 0 });
  // Other placeholders ({{date}}, …) stand for any text.
  const pattern = new RegExp(
    `^${words(expected)
      .split(/\{\{\s*\w+\s*\}\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+')}$`,
  );
  if (!pattern.test(words(message))) return `message "${message}" is not the ${locale} text "${expected}"`;
  return null;
}
