import { type Locale, toLocale } from '@golfwallet/core/i18n/locales';
import { COUNTRY_SITES, localeHosts } from './locale-hosts';

/** Each language named in itself, as language pickers show them. */
export const LANGUAGE_NAMES: Record<Locale, string> = {
  da: 'Dansk',
  en: 'English',
  no: 'Norsk',
  sv: 'Svenska',
  de: 'Deutsch',
  is: 'Íslenska',
  fi: 'Suomi',
};

export interface LanguageLink {
  locale: Locale;
  name: string;
  href: string;
}

/**
 * The language choices of the header (and profile): Danish, English, Norwegian, Swedish, each a
 * link to its country site (spec §1). On a host that is not one of the country sites (localhost,
 * a test server) the link stays on this host and switches with ?lang=, so every language can be tried.
 */
export function languageLinks(location: { hostname: string; pathname: string }): LanguageLink[] {
  const onCountrySite = location.hostname.toLowerCase() in localeHosts();
  return COUNTRY_SITES.map(({ locale, url }) => ({
    locale,
    name: LANGUAGE_NAMES[locale],
    href: onCountrySite ? url : `${location.pathname}?lang=${locale}`,
  }));
}

/**
 * The profile's language choices (spec §2: Danish, English, Norwegian, Swedish), each named in
 * itself, plus the golfer's stored language when it is another one we speak (de, is, fi).
 */
export function profileLanguageOptions(
  stored: string | null | undefined,
): { value: Locale; label: string }[] {
  const locales = COUNTRY_SITES.map((site) => site.locale);
  const own = toLocale(stored);
  if (own && !locales.includes(own)) locales.push(own);
  return locales.map((locale) => ({ value: locale, label: LANGUAGE_NAMES[locale] }));
}
