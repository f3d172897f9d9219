import { HISTORY_PAGE_DEFAULT, listHistory } from '@golfwallet/core/contracts/history/list-history';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** History pages of 10 (spec §9 history page size), newest first (GET /history). */
export const historyQueryOptions = infiniteQueryOptions({
  queryKey: ['history'] as const,
  queryFn: ({ pageParam }) => api(listHistory, { query: { offset: pageParam, limit: HISTORY_PAGE_DEFAULT } }),
  initialPageParam: 0,
  getNextPageParam: (last, pages) => {
    const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
    return last.items.length > 0 && loaded < last.total ? loaded : undefined;
  },
});

export function useHistory() {
  return useInfiniteQuery(historyQueryOptions);
}
