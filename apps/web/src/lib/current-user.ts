import { ApiError } from '@golfwallet/core/client/api-client';
import { getUser } from '@golfwallet/core/contracts/user/get-user';
import type { UserProfile } from '@golfwallet/core/contracts/user/shapes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api';
import { setSessionToken, useSessionToken } from './session';
import { currentUserQueryKey } from './current-user-key';

/** Whether a failed GET /user means the stored token is no longer any good (spec §8: 403 → drop it). */
export function isDeadSession(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 403 || error.status === 401);
}

/**
 * GET /user with the stored token (the "auto-login"). A 401 or 403 removes the token silently and
 * resolves to null, so the site shows itself signed out; other failures stay errors (their message
 * is the server's, or the client's network text).
 */
export const currentUserQueryOptions = queryOptions({
  queryKey: currentUserQueryKey,
  queryFn: async (): Promise<UserProfile | null> => {
    try {
      return await api(getUser, {});
    } catch (error) {
      if (isDeadSession(error)) {
        setSessionToken(null);
        return null;
      }
      throw error;
    }
  },
  retry: (failureCount, error) => !isDeadSession(error) && failureCount < 1,
  staleTime: 60_000,
});

/**
 * The signed-in golfer's profile, or null/undefined when signed out. Only asks the API while a
 * token is stored; `data` is undefined while loading or signed out.
 */
export function useCurrentUser() {
  const token = useSessionToken();
  return useQuery({ ...currentUserQueryOptions, enabled: token !== null });
}
