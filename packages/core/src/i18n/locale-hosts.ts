import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

/**
 * Which host serves which language (spec §1). The country sites are linked from the web's language
 * drop-down; the English site serves two club host names; every other host is Danish. The web app
 * (lib/locale-hosts.ts) and the server that sends index.html read the same table, so the page's
 * `<html lang>` is right before any script runs.
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

/** The table with overrides given as JSON ('{"host":"locale",…}'); a value that does not parse is ignored. */
export function localeHostsWith(overridesJson: string | undefined): Record<string, Locale> {
  if (!overridesJson) return DEFAULT_LOCALE_HOSTS;
  try {
    const parsed = JSON.parse(overridesJson) as Record<string, unknown>;
    const valid = Object.entries(parsed).filter((entry): entry is [string, Locale] => isLocale(entry[1]));
    return { ...DEFAULT_LOCALE_HOSTS, ...Object.fromEntries(valid) };
  } catch {
    return DEFAULT_LOCALE_HOSTS;
  }
}

/** A host's language (the port, if any, is ignored), Danish for any host not in the table. */
export function localeOfHost(host: string | undefined, hosts: Record<string, Locale>): Locale {
  const name = (host ?? '').toLowerCase().replace(/:\d+$/, '');
  return hosts[name] ?? DEFAULT_LOCALE;
}
