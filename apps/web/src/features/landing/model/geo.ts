import type { Locale } from '@golfwallet/core/i18n/locales';

export interface GeoCountry {
  country_code: string;
  country_name: string;
  calling_code: string;
}

/** A country's name in the given language ("Danmark", "Denmark"); the code itself if unknown. */
export function countryName(code: string, locale: Locale): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** Spec §8: when the country cannot be looked up, the visitor is taken to be in Denmark (+45). */
export function denmarkFallback(locale: Locale): GeoCountry {
  return { country_code: 'DK', country_name: countryName('DK', locale), calling_code: '45' };
}

/** The country sites by the country they serve (the English site serves no single country). */
const SITE_LOCALE_BY_COUNTRY: Record<string, Locale> = { DK: 'da', NO: 'no', SE: 'sv' };

/**
 * The locale of the country site meant for a visitor from `countryCode`, when that is not the
 * site they are on; otherwise null (no suggestion).
 */
export function suggestedSiteLocale(countryCode: string, current: Locale): Locale | null {
  const locale = SITE_LOCALE_BY_COUNTRY[countryCode.toUpperCase()];
  return locale && locale !== current ? locale : null;
}
