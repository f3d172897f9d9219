/**
 * The query key of the signed-in golfer's profile; invalidate or set it after changing the profile.
 * A module of its own, so a page that only invalidates the profile does not load how it is fetched
 * (lib/current-user.ts).
 */
export const currentUserQueryKey = ['user', 'current'] as const;
