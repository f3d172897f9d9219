import type { Locale } from '@golfwallet/core/i18n/locales';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { currentLocale } from '../../../lib/i18n';
import { denmarkFallback, type GeoCountry } from '../model/geo';

export const geoipKeys = {
  country: (locale: Locale) => ['geoip', locale] as const,
};

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

/** The visitor's country by IP address, in the page language. */
export function useVisitorCountry() {
  const locale = currentLocale();
  return useQuery({
    queryKey: geoipKeys.country(locale),
    queryFn: () => fetchVisitorCountry(locale),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
