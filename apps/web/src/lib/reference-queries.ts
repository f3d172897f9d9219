import { getGeoip } from '@golfwallet/core/contracts/geo/get-geoip';
import { listCountries } from '@golfwallet/core/contracts/geo/list-countries';
import { listUnions } from '@golfwallet/core/contracts/reference/list-unions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from './use-translation';
import { api } from './api';

/** The countries we serve, named in the page language (GET /countries). */
export function countriesQueryOptions(language: string) {
  return queryOptions({
    queryKey: ['countries', language] as const,
    queryFn: () => api(listCountries, {}),
    staleTime: 60 * 60_000,
  });
}

export function useCountries() {
  const { i18n } = useTranslation();
  return useQuery(countriesQueryOptions(i18n.language));
}

/** Spec §8: when the IP lookup fails, Denmark (DK, calling code 45). */
export const GEOIP_FALLBACK = { country_code: 'DK', country_name: '', calling_code: '45' };

/** The visitor's country by IP (GET /geoip), Denmark when it fails. */
export const geoipQueryOptions = queryOptions({
  queryKey: ['geoip'] as const,
  queryFn: async () => {
    try {
      return await api(getGeoip, {});
    } catch {
      return GEOIP_FALLBACK;
    }
  },
  staleTime: Number.POSITIVE_INFINITY,
});

export function useGeoip() {
  return useQuery(geoipQueryOptions);
}

/** The golf unions a golfer can belong to (GET /unions). */
export const unionsQueryOptions = queryOptions({
  queryKey: ['unions'] as const,
  queryFn: () => api(listUnions, {}),
  staleTime: 60 * 60_000,
});

export function useUnions() {
  return useQuery(unionsQueryOptions);
}
