import { listFaqCategories } from '@golfwallet/core/contracts/faq/list-faq-categories';
import type { Locale } from '@golfwallet/core/i18n/locales';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { currentLocale } from '../../../lib/i18n';

export const faqCategoriesKey = (locale: Locale) => ['faq', 'categories', locale] as const;

export const faqCategoriesQuery = (locale: Locale) =>
  queryOptions({
    queryKey: faqCategoriesKey(locale),
    queryFn: () => api(listFaqCategories, { query: { locale } }),
    staleTime: 10 * 60_000,
  });

/** GET /faq/categories in the page language. */
export function useFaqCategories() {
  return useQuery(faqCategoriesQuery(currentLocale()));
}
