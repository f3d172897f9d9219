import { isLocale, type Locale } from './locales';

/**
 * The language a visitor chose (?lang= or the language page), remembered in a cookie as well as in
 * local storage, so the server sends the prerendered page and index.html in that language: the
 * page is right before any script runs, with no flash of the host's language. It is a necessary
 * cookie (the page's language, privacy policy §6): set only on the visitor's own choice.
 */
export const LANGUAGE_COOKIE = 'lang';
/** The cookie's attributes: the whole host, for a year, not sent from other sites' requests. */
export const LANGUAGE_COOKIE_ATTRIBUTES = `Path=/; Max-Age=${365 * 24 * 60 * 60}; SameSite=Lax`;

/** The `document.cookie` assignment that remembers a language on this host for a year. */
export function languageCookie(locale: Locale, secure: boolean): string {
  return `${LANGUAGE_COOKIE}=${locale}; ${LANGUAGE_COOKIE_ATTRIBUTES}${secure ? '; Secure' : ''}`;
}

/** The language remembered in a Cookie header, if it holds a valid one. */
export function localeOfCookieHeader(header: string | undefined): Locale | undefined {
  for (const pair of (header ?? '').split(';')) {
    const [name, value] = pair.split('=').map((part) => part.trim());
    if (name === LANGUAGE_COOKIE && isLocale(value)) return value;
  }
  return undefined;
}
