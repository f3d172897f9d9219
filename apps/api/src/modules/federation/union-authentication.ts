/** Seconds the union's clock may differ from ours (openid-client's default tolerance). */
export const CLOCK_TOLERANCE_S = 30;

/**
 * When the union last authenticated the member (the ID token's `auth_time`, seconds since
 * 1970), and whether that is recent enough for a sign-in here (ASVS 7.6.1): no older than
 * `maxAgeSeconds` (the `max_age` we sent) plus the clock tolerance, and not in the future beyond
 * it. A missing or malformed `auth_time` is refused like a too old one: we asked with `max_age`,
 * so OpenID Connect Core (3.1.2.1) requires the union to send it.
 */
export function unionAuthentication(
  authTime: unknown,
  now: Date,
  maxAgeSeconds: number,
): { fresh: true; at: Date } | { fresh: false } {
  if (typeof authTime !== 'number' || !Number.isFinite(authTime)) return { fresh: false };
  const nowSeconds = now.getTime() / 1000;
  const age = nowSeconds - authTime;
  if (age > maxAgeSeconds + CLOCK_TOLERANCE_S || age < -CLOCK_TOLERANCE_S) return { fresh: false };
  return { fresh: true, at: new Date(authTime * 1000) };
}
