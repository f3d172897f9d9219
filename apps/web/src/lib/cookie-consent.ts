import { api } from './api';
import { sessionToken } from './session';
import { local } from './storage';
import { useSyncExternalStore } from 'react';
import { createStore } from './store';

/**
 * The visitor's cookie decision (privacy policy §6): necessary cookies always, statistics only
 * with consent. Kept in local storage as {statistics, decided_at} with the time of the decision,
 * so the site does not ask again and the icon at the bottom left can show and change it.
 */
export interface CookieDecision {
  statistics: boolean;
  /** ISO 8601, when the visitor chose. */
  decided_at: string;
  /** True once the choice is stored with a golfer's account (POST /user/consents). */
  recorded?: boolean;
}

function isDecision(value: unknown): value is CookieDecision {
  if (typeof value !== 'object' || value === null) return false;
  const { statistics, decided_at } = value as Record<string, unknown>;
  return (
    typeof statistics === 'boolean' && typeof decided_at === 'string' && !Number.isNaN(Date.parse(decided_at))
  );
}

/** The stored decision, or null when there is none (or it cannot be read). */
export function readCookieDecision(): CookieDecision | null {
  const raw = local.get('cookieConsent');
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isDecision(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export const cookieDecision = createStore<CookieDecision | null>(
  typeof window === 'undefined' ? null : readCookieDecision(),
);

/** Stores the visitor's choice with its time: "Accept all" (statistics true) or "Necessary only". */
export function decideCookies(statistics: boolean, now: Date = new Date()): CookieDecision {
  const decision = { statistics, decided_at: now.toISOString() };
  local.set('cookieConsent', JSON.stringify(decision));
  cookieDecision.set(decision);
  return decision;
}

/**
 * The decision, observed. The prerendered pages are built before anyone decides: they hydrate as
 * undecided (the server's value) and then show the visitor's.
 */
export function useCookieDecision(): CookieDecision | null {
  return useSyncExternalStore(cookieDecision.subscribe, cookieDecision.get, () => null);
}

/** The choice being posted now (its decided_at), so a second trigger does not post it twice. */
let posting: string | null = null;

/**
 * A signed-in golfer's choice is also stored with the account (POST /user/consents: time and the
 * text version), so the data export shows it. Posts the stored choice once, when there is a
 * session and it has not been recorded yet: right after the choice, or when a session starts
 * after a visitor chose while signed out. The choice on this device stands even if the post
 * fails (it is tried again at the next session start or page load).
 */
export function recordCookieConsent(): void {
  const decision = cookieDecision.get();
  if (!decision || decision.recorded || !sessionToken.get() || posting === decision.decided_at) return;
  posting = decision.decided_at;
  // The contract (and zod with it) loads only here: the shell's first bundle stays free of zod.
  import('@golfwallet/core/contracts/user/record-consent')
    .then(({ recordConsent }) =>
      api(recordConsent, {
        body: { kind: 'cookie_statistics', granted: decision.statistics, source: 'cookie_banner' },
      }),
    )
    .then(() => {
      const current = cookieDecision.get();
      // A newer choice made meanwhile is recorded on its own.
      if (current?.decided_at !== decision.decided_at) return;
      const recorded = { ...current, recorded: true };
      local.set('cookieConsent', JSON.stringify(recorded));
      cookieDecision.set(recorded);
    })
    .catch(() => undefined)
    .finally(() => {
      if (posting === decision.decided_at) posting = null;
    });
}
