import type { Locale } from '@golfwallet/core/i18n/locales';
import { countryName } from './names';

/** What §8 falls back to when the caller's country cannot be told: Denmark, calling code 45. */
export const FALLBACK_COUNTRY = { code: 'DK', callingCode: '45' } as const;

type GeoipModule = typeof import('geoip-country');
let geoip: Promise<GeoipModule> | undefined;

/** The offline GeoIP table is loaded on first use, not at start-up. */
function loadGeoip(): Promise<GeoipModule> {
  geoip ??= import('geoip-country').then((module) => (module as { default?: GeoipModule }).default ?? module);
  return geoip;
}

/**
 * The country of an IP address from the offline GeoIP data (geoip-country), named in the caller's
 * language. Private, loopback, malformed and unknown addresses give Denmark.
 */
export async function lookupCountry(ip: string | undefined, locale: Locale) {
  const found = ip ? (await loadGeoip()).lookup(ip) : null;
  const code = found?.country ?? FALLBACK_COUNTRY.code;
  const callingCode = found ? String(found.phone?.[0] ?? '') : FALLBACK_COUNTRY.callingCode;
  return { country_code: code, country_name: countryName(code, locale), calling_code: callingCode };
}
