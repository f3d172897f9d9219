import type { Locale } from '@golfwallet/core/i18n/locales';
import { useEffect, useState } from 'react';
import { api } from '../../../lib/api';
import { currentLocale } from '../../../lib/i18n';
import { denmarkFallback, type GeoCountry } from '../model/geo';

/** GET /geoip; on any failure the visitor is taken to be in Denmark (spec §8). */
export async function fetchVisitorCountry(locale: Locale): Promise<GeoCountry> {
  try {
    // The contract (and zod with it) loads only here, so the landing page's first bundle stays small.
    const { getGeoip } = await import('@golfwallet/core/contracts/geo/get-geoip');
    return await api(getGeoip, {});
  } catch {
    return denmarkFallback(locale);
  }
}

/**
 * The visitor's country by IP address, in the page language; undefined until it is known (also
 * while the prerendered front page hydrates). No query library: the front page loads without one.
 */
export function useVisitorCountry(): GeoCountry | undefined {
  const locale = currentLocale();
  const [country, setCountry] = useState<{ locale: Locale; value: GeoCountry } | undefined>();
  useEffect(() => {
    let live = true;
    void fetchVisitorCountry(locale).then((value) => live && setCountry({ locale, value }));
    return () => {
      live = false;
    };
  }, [locale]);
  return country?.locale === locale ? country.value : undefined;
}
