import { localeHostsWith } from '@golfwallet/core/i18n/locale-hosts';
import type { Locale } from '@golfwallet/core/i18n/locales';

/** The country sites of the language drop-down, in its order. */
export const COUNTRY_SITES: { locale: Locale; url: string }[] = [
  { locale: 'da', url: 'https://www.golfwallet.dk/' },
  { locale: 'en', url: 'https://www.golfwallet.com/' },
  { locale: 'no', url: 'https://www.golfwallet.no/' },
  { locale: 'sv', url: 'https://www.golfwallet.se/' },
];

/**
 * Which host serves which language (spec §1, packages/core/src/i18n/locale-hosts.ts), with
 * VITE_LOCALE_HOSTS='{"host":"locale",…}' at build time on top (the server reads it too).
 */
export function localeHosts(): Record<string, Locale> {
  return localeHostsWith(import.meta.env.VITE_LOCALE_HOSTS as string | undefined);
}
