import { endActiveSessions, listActiveSessions } from '@golfwallet/core/contracts/session/active-sessions';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const activeSessionsQueryKey = ['user', 'sessions'] as const;

/** GET /sessions: the golfer's signed-in devices, this one marked. */
export function useActiveSessions() {
  return useQuery({ queryKey: activeSessionsQueryKey, queryFn: () => api(listActiveSessions, {}) });
}

/** POST /sessions/end: one other device (id) or all others, with the current password. */
export function useEndSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id?: string; current_password?: string }) => api(endActiveSessions, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: activeSessionsQueryKey }),
  });
}
