import { LEGAL_LOCALES, type LegalLocale, type Locale } from '@golfwallet/core/i18n/locales';

/** The legal texts exist in da, en, no, sv and de; Icelandic and Finnish readers get English. */
export function legalTextLocale(locale: Locale): LegalLocale {
  return (LEGAL_LOCALES as readonly string[]).includes(locale) ? (locale as LegalLocale) : 'en';
}

/**
 * The language of the static mobile help (spec §2): Danish gives the Danish ("dn") text, German
 * the German one, every other location English.
 */
export function mobileHelpLocale(locale: Locale): 'da' | 'de' | 'en' {
  if (locale === 'da') return 'da';
  if (locale === 'de') return 'de';
  return 'en';
}

/** The not-found page speaks Danish on Danish sites, else English (spec §2). */
export function notFoundLocale(locale: Locale): 'da' | 'en' {
  return locale === 'da' ? 'da' : 'en';
}
