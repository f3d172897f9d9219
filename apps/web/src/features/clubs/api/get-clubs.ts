import { listClubs } from '@golfwallet/core/contracts/reference/list-clubs';
import { listMyClubs } from '@golfwallet/core/contracts/reference/list-my-clubs';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Every club with its position and whether it sells (GET /clubs): the candidates for the current club. */
export const clubsQueryOptions = queryOptions({
  queryKey: ['clubs'] as const,
  queryFn: () => api(listClubs, {}),
  staleTime: 60 * 60_000,
});

export function useClubs() {
  return useQuery(clubsQueryOptions);
}

/** The golfer's home club and the clubs where they hold vouchers, with counts (GET /my-clubs-list). */
export const myClubsQueryOptions = queryOptions({
  queryKey: ['clubs', 'mine'] as const,
  queryFn: () => api(listMyClubs, {}),
});

export function useMyClubs() {
  return useQuery(myClubsQueryOptions);
}

/** After the home club changed (Change club): the golfer's clubs, and so the current club, anew. */
export function useRefreshMyClubs() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: myClubsQueryOptions.queryKey });
}
