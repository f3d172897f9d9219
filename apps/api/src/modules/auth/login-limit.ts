import { AppError } from '@golfwallet/core/errors/app-error';
import { lockingTransaction } from '../../db/locking';
import type { Deps } from '../../deps';
import {
  clearFailures,
  deleteFailures,
  insertFailures,
  lockKeys,
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

/** A key and how many tries it may have within LOGIN_WINDOW_MINUTES. */
interface TryLimit {
  key: string;
  max: number;
}

/**
 * A try claimed against its keys: one failure row per key, there before the secret is checked. A
 * wrong secret leaves them as the failures; a right one (or a check that never ran) releases them.
 */
interface ClaimedTry {
  ids: number[];
}

function windowMs(deps: Deps): number {
  return deps.config.LOGIN_WINDOW_MINUTES * 60_000;
}

/**
 * Claims one try against every key, or none: throws RateLimitedError when any key already has its
 * `max` tries within LOGIN_WINDOW_MINUTES. Counting and claiming happen in one transaction under
 * each key's advisory lock, so tries sent in parallel (to one instance or several) are counted
 * one after another and never get past the limit; a try in flight counts until it is released.
 * The failures live in the database, so the limit holds across processes.
 */
export async function claimTry(
  deps: Deps,
  limits: TryLimit[],
  code: 'TOO_MANY_LOGIN_ATTEMPTS' | 'TOO_MANY_REQUESTS' = 'TOO_MANY_LOGIN_ATTEMPTS',
): Promise<ClaimedTry> {
  const now = deps.now();
  const window = windowMs(deps);
  const since = new Date(now.getTime() - window);
  const keys = limits.map((limit) => limit.key);
  type Outcome = { claimed: ClaimedTry } | { retryAfterMs: number };
  const outcome = await lockingTransaction<Outcome>(deps.db, deps.config.DB_LOCK_TIMEOUT_MS, async (tx) => {
    await lockKeys(tx, keys);
    await pruneFailures(tx, keys, since);
    let retryAfterMs = 0;
    for (const { key, max } of limits) {
      const times = await recentFailureTimes(tx, key, since, max);
      const oldestCounted = times[max - 1];
      if (oldestCounted) {
        retryAfterMs = Math.max(retryAfterMs, oldestCounted.getTime() + window - now.getTime(), 1);
      }
    }
    if (retryAfterMs > 0) return { retryAfterMs };
    return { claimed: { ids: await insertFailures(tx, keys, now) } };
  });
  if ('retryAfterMs' in outcome) {
    throw new RateLimitedError(code, Math.max(1, Math.ceil(outcome.retryAfterMs / 1000)));
  }
  return outcome.claimed;
}

/**
 * Claims a try under the two limits every sign-in with a secret counts against (e-mail, Swedish
 * golf ID, club staff): the account's own key at LOGIN_MAX_FAILURES, and the caller's address at
 * the far higher LOGIN_MAX_FAILURES_PER_IP, since a clubhouse Wi-Fi or a carrier's NAT puts many
 * golfers behind one address. Throws RateLimitedError (429) when either is reached.
 */
export function claimLoginTry(deps: Deps, keys: { account: string; ip: string }): Promise<ClaimedTry> {
  return claimTry(deps, [
    { key: keys.account, max: deps.config.LOGIN_MAX_FAILURES },
    { key: keys.ip, max: deps.config.LOGIN_MAX_FAILURES_PER_IP },
  ]);
}

/**
 * The try was no failure (the secret was right, or it was never checked): its rows go. After a
 * success `forget` names the key whose earlier failures no longer count either.
 */
export async function releaseTry(deps: Deps, claim: ClaimedTry, forget?: string): Promise<void> {
  await deleteFailures(deps.db, claim.ids);
  if (forget) await clearFailures(deps.db, forget);
}
