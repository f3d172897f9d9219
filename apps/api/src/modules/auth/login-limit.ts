import { AppError } from '@golfwallet/core/errors/app-error';
import type { Deps } from '../../deps';
import {
  clearFailures,
  insertFailures,
  pruneFailures,
  recentFailureTimes,
} from './login-failures.repository';

/**
 * Refused because of too many failures. `retryAfterSeconds` is when the oldest failure that keeps
 * the key over its limit leaves the window; routes send it as Retry-After.
 */
export class RateLimitedError extends AppError {
  override readonly retryAfterSeconds: number;

  constructor(code: 'TOO_MANY_LOGIN_ATTEMPTS' | 'TOO_MANY_REQUESTS', retryAfterSeconds: number) {
    super(code, { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) });
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** The keys a login attempt counts against: the account (e-mail) and the caller's IP address. */
export function loginLimitKeys(email: string, ip: string): { account: string; ip: string } {
  return { account: `email:${email}`, ip: `ip:${ip}` };
}

function windowMs(deps: Deps): number {
  return deps.config.LOGIN_WINDOW_MINUTES * 60_000;
}

/**
 * Throws RateLimitedError when any key has `max` failures (LOGIN_MAX_FAILURES unless given) within
 * LOGIN_WINDOW_MINUTES. The failures live in the database, so the limit holds across processes.
 */
export async function assertUnderFailureLimit(
  deps: Deps,
  keys: string[],
  code: 'TOO_MANY_LOGIN_ATTEMPTS' | 'TOO_MANY_REQUESTS' = 'TOO_MANY_LOGIN_ATTEMPTS',
  max: number = deps.config.LOGIN_MAX_FAILURES,
): Promise<void> {
  const now = deps.now();
  const since = new Date(now.getTime() - windowMs(deps));
  let retryAfterMs = 0;
  for (const key of keys) {
    const times = await recentFailureTimes(deps.db, key, since, max);
    const oldestCounted = times[max - 1];
    if (oldestCounted) {
      retryAfterMs = Math.max(retryAfterMs, oldestCounted.getTime() + windowMs(deps) - now.getTime());
    }
  }
  if (retryAfterMs > 0) throw new RateLimitedError(code, Math.max(1, Math.ceil(retryAfterMs / 1000)));
}

/**
 * The two limits every sign-in with a secret counts against (e-mail, Swedish golf ID, club staff):
 * the account's own key at LOGIN_MAX_FAILURES, and the caller's address at the far higher
 * LOGIN_MAX_FAILURES_PER_IP, since a clubhouse Wi-Fi or a carrier's NAT puts many golfers behind one
 * address. Throws RateLimitedError (429) when either is reached.
 */
export async function assertUnderLoginLimits(
  deps: Deps,
  keys: { account: string; ip: string },
): Promise<void> {
  await assertUnderFailureLimit(deps, [keys.account]);
  await assertUnderFailureLimit(
    deps,
    [keys.ip],
    'TOO_MANY_LOGIN_ATTEMPTS',
    deps.config.LOGIN_MAX_FAILURES_PER_IP,
  );
}

/** Records one failure against each key and drops their failures that left the window. */
export async function recordFailure(deps: Deps, keys: string[]): Promise<void> {
  const now = deps.now();
  await insertFailures(deps.db, keys, now);
  await pruneFailures(deps.db, keys, new Date(now.getTime() - windowMs(deps)));
}

/** After a success: the key's earlier failures no longer count. */
export async function forgetFailures(deps: Deps, key: string): Promise<void> {
  await clearFailures(deps.db, key);
}
