import { listDispensers } from '@golfwallet/core/contracts/range/list-dispensers';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const rangeKeys = {
  all: ['range'] as const,
  dispensers: (clubId: number) => ['range', 'dispensers', clubId] as const,
};

/** GET /range/clubs/:club_id/dispensers: dispensers, baskets, limits, uses left today, cards, ball money. */
export function useDispensers(clubId: number | null) {
  return useQuery({
    queryKey: rangeKeys.dispensers(clubId ?? 0),
    queryFn: () => api(listDispensers, { params: { club_id: String(clubId) } }),
    enabled: clubId !== null,
  });
}

export function invalidateRange(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: rangeKeys.all });
}
