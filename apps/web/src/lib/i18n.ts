import { languageCookie } from '@golfwallet/core/i18n/language-cookie';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@golfwallet/core/i18n/locales';
import { FIRST_SECTIONS, loadSection, WEB_SECTIONS, type WebSection } from './i18n-bundles';
import { localeHosts } from './locale-hosts';
import { local } from './storage';
import { Translations } from './translations';

/**
 * Remembers the visitor's language: in local storage for the app, and in the language cookie so
 * the server sends the next page in it (core i18n/language-cookie.ts).
 */
function rememberLocale(locale: Locale) {
  local.set('lang', locale);
  if (typeof document === 'undefined') return;
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is async and missing in older Safari and Firefox.
    document.cookie = languageCookie(locale, window.location.protocol === 'https:');
  } catch {
    // A document that takes no cookies (sandboxed): local storage still remembers.
  }
}

/**
 * The page language: ?lang= (remembered, so localhost and tests can show every language), else
 * the one remembered, else the host's (spec §1), else Danish.
 */
export function detectLocale(location: { hostname: string; search: string }): Locale {
  const fromQuery = new URLSearchParams(location.search).get('lang');
  if (isLocale(fromQuery)) {
    rememberLocale(fromQuery);
    return fromQuery;
  }
  const remembered = local.get('lang');
  if (isLocale(remembered)) {
    // Remembered before the cookie was: the server learns it for the next page.
    rememberLocale(remembered);
    return remembered;
  }
  return localeHosts()[location.hostname.toLowerCase()] ?? DEFAULT_LOCALE;
}

/** The page language and the texts loaded so far (each locale and section as it arrives: ensureSections). */
export const i18n = new Translations(
  typeof window === 'undefined' ? DEFAULT_LOCALE : detectLocale(window.location),
);

const pending = new Map<string, Promise<void>>();

/** Whether a section of a locale is already loaded. */
export function hasSection(locale: Locale, section: WebSection): boolean {
  return i18n.getResource(locale, section) !== undefined;
}

/**
 * Makes sure the given sections of a locale are loaded (each fetched once). Resolves
 * when they are there; a section that fails to load is retried on the next call.
 */
export function ensureSections(locale: Locale, sections: readonly WebSection[]): Promise<void> {
  return Promise.all(
    sections.map((section) => {
      if (hasSection(locale, section)) return undefined;
      const key = `${locale}/${section}`;
      let promise = pending.get(key);
      if (!promise) {
        promise = loadSection(locale, section).then(
          (data) => {
            if (data) i18n.addResources(locale, { [section]: data });
          },
          (error: unknown) => {
            pending.delete(key);
            throw error;
          },
        );
        pending.set(key, promise);
      }
      return promise;
    }),
  ).then(() => undefined);
}

/** The current page language as a Locale. */
export function currentLocale(): Locale {
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

/** What must be loaded before the first render: the shells' and the front page's texts (each route loads its own). */
export function loadFirstTranslations(): Promise<void> {
  return ensureSections(currentLocale(), FIRST_SECTIONS);
}

/** A route's own first step, before its texts: a Response (a redirect) ends the load there. */
type BeforeTexts = (args: { request: Request }) => Response | null;

/**
 * A route's loader that makes sure the texts of the given sections are there in the page language
 * before the route renders (no untranslated keys flash). A section that cannot be fetched (offline
 * and not yet cached) does not keep the page from showing: its texts then fall back to English or the key.
 * A route that may send the golfer on instead names that step last (a route object's own loader is
 * the only one React Router runs: a lazy module's would be ignored).
 */
export function texts(
  ...args: WebSection[] | [...WebSection[], BeforeTexts]
): (loaderArgs: { request: Request }) => Promise<Response | null> {
  const last = args.at(-1);
  const before = typeof last === 'function' ? last : undefined;
  const sections = (args as (WebSection | BeforeTexts)[]).filter(
    (arg): arg is WebSection => typeof arg === 'string',
  );
  return (loaderArgs) => {
    const sent = before?.(loaderArgs);
    if (sent) return Promise.resolve(sent);
    return ensureSections(currentLocale(), sections).then(
      () => null,
      () => null,
    );
  };
}

/**
 * Switches language (and remembers it) once the sections loaded in the current one are there in
 * the new one too (the page shown, and those shown before it, so no key flashes), and sets <html lang>.
 */
export async function changeLocale(locale: Locale): Promise<void> {
  rememberLocale(locale);
  const current = currentLocale();
  const shown = WEB_SECTIONS.filter((section) => hasSection(current, section));
  await ensureSections(locale, [...FIRST_SECTIONS, ...shown]);
  await i18n.changeLanguage(locale);
}

i18n.on('languageChanged', (lng) => {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
});
if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;
