import type { Locale } from '@golfwallet/core/i18n/locales';

/**
 * Which host serves which language (spec §1). The country sites are linked from the language
 * drop-down; the English site serves two club host names; every other host is Danish.
 * Override at build time with VITE_LOCALE_HOSTS='{"host":"locale",…}'.
 */
export const DEFAULT_LOCALE_HOSTS: Record<string, Locale> = {
  'golfwallet.dk': 'da',
  'www.golfwallet.dk': 'da',
  'golfwallet.no': 'no',
  'www.golfwallet.no': 'no',
  'golfwallet.se': 'sv',
  'www.golfwallet.se': 'sv',
  'golfwallet.de': 'de',
  'golfwallet.com': 'en',
  'www.golfwallet.com': 'en',
  'club.golfwallet.com': 'en',
  'range.golfwallet.com': 'en',
};

/** The country sites of the language drop-down, in its order. */
export const COUNTRY_SITES: { locale: Locale; url: string }[] = [
  { locale: 'da', url: 'https://www.golfwallet.dk/' },
  { locale: 'en', url: 'https://www.golfwallet.com/' },
  { locale: 'no', url: 'https://www.golfwallet.no/' },
  { locale: 'sv', url: 'https://www.golfwallet.se/' },
];

export function localeHosts(): Record<string, Locale> {
  const raw = import.meta.env.VITE_LOCALE_HOSTS as string | undefined;
  if (!raw) return DEFAULT_LOCALE_HOSTS;
  try {
    return { ...DEFAULT_LOCALE_HOSTS, ...(JSON.parse(raw) as Record<string, Locale>) };
  } catch {
    return DEFAULT_LOCALE_HOSTS;
  }
}
