import { DEFAULT_LOCALE, isLocale, type Locale } from '@golfwallet/core/i18n/locales';
import { FIRST_SECTIONS, loadSection, PAGE_SECTIONS, PORTAL_SECTIONS, type WebSection } from './i18n-bundles';
import { localeHosts } from './locale-hosts';
import { local } from './storage';
import { PATHS } from './paths';
import { Translations } from './translations';

/**
 * The page language: ?lang= (remembered, so localhost and tests can show every language), else
 * the one remembered, else the host's (spec §1), else Danish.
 */
export function detectLocale(location: { hostname: string; search: string }): Locale {
  const fromQuery = new URLSearchParams(location.search).get('lang');
  if (isLocale(fromQuery)) {
    local.set('lang', fromQuery);
    return fromQuery;
  }
  const remembered = local.get('lang');
  if (isLocale(remembered)) return remembered;
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

/** Loads what every page needs in a language (the current one by default). */
export function loadPageTranslations(locale: Locale = currentLocale()): Promise<void> {
  return ensureSections(locale, PAGE_SECTIONS);
}

/**
 * What must be loaded before the first render at `pathname`: the front page needs only the shell's
 * and its own texts (the shell fetches the rest right after); the club portal (`portal`: a path of
 * its own, /partner/…) its own; every other page the page texts.
 */
export function loadInitialTranslations(pathname: string, portal = false): Promise<void> {
  const sections = pathname === PATHS.landing ? FIRST_SECTIONS : portal ? PORTAL_SECTIONS : PAGE_SECTIONS;
  return ensureSections(currentLocale(), sections);
}

/** Switches language (and remembers it) once its translations are loaded, and sets <html lang>. */
export async function changeLocale(locale: Locale): Promise<void> {
  local.set('lang', locale);
  await loadPageTranslations(locale);
  await i18n.changeLanguage(locale);
}

i18n.on('languageChanged', (lng) => {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
});
if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;
