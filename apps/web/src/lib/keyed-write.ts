import { ApiError } from '@golfwallet/core/client/api-client';
import { useCallback, useRef, useState } from 'react';
import { isOnline } from './online';

/**
 * Writes sent with an Idempotency-Key (a redemption): each tap gets a fresh key, and the automatic
 * retries of that tap resend the same variables, so the same key, and the server does it once.
 */

/** The key of one tap: a fresh UUID. */
export function newTapKey(): string {
  return crypto.randomUUID();
}

/** The header that carries a tap's key. */
export function idempotencyHeaders(key: string): Record<string, string> {
  return { 'idempotency-key': key };
}

/** How many times a tap is sent again after the first attempt failed for want of an answer. */
const RETRIES = 2;

/**
 * react-query's `retry` for a keyed write: sent again (with its key) when the network failed while
 * the device believes it is online, or the server was briefly busy (503); never after an answer that
 * says no, and not while offline (the golfer hears the connection text at once).
 */
export function retryKeyedWrite(failureCount: number, error: unknown): boolean {
  if (failureCount > RETRIES || !(error instanceof ApiError)) return false;
  if (error.code === 'NETWORK') return isOnline();
  return error.status === 503;
}

/** react-query's `retryDelay`: the server's Retry-After (at most 5 s), else half a second a try. */
export function keyedRetryDelay(failureCount: number, error: unknown): number {
  const after = error instanceof ApiError ? error.retryAfterSeconds : undefined;
  return after !== undefined ? Math.min(after * 1000, 5000) : 500 * failureCount;
}

/**
 * One action at a time (a tap and everything it waits for): a second tap while the first runs is
 * ignored at once, before the button's disabled state has reached the screen. `busy` disables the
 * button meanwhile.
 */
export function useOneTapAtATime() {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (action: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await action();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, run };
}
