import { listFaqItems } from '@golfwallet/core/contracts/faq/list-faq-items';
import type { Locale } from '@golfwallet/core/i18n/locales';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { currentLocale } from '../../../lib/i18n';

export const faqItemsKey = (locale: Locale) => ['faq', 'items', locale] as const;

export const faqItemsQuery = (locale: Locale) =>
  queryOptions({
    queryKey: faqItemsKey(locale),
    queryFn: () => api(listFaqItems, { query: { locale } }),
    staleTime: 10 * 60_000,
  });

/** GET /faq/items: every question and answer in the page language. */
export function useFaqItems() {
  return useQuery(faqItemsQuery(currentLocale()));
}
