import { recordConsent } from '@golfwallet/core/contracts/user/record-consent';
import { api } from './api';
import { sessionToken } from './session';
import { local } from './storage';
import { createStore, useStore } from './store';

/**
 * The visitor's cookie decision (privacy policy §6): necessary cookies always, statistics only
 * with consent. Kept in local storage as {statistics, decided_at} with the time of the decision,
 * so the site does not ask again and the icon at the bottom left can show and change it.
 */
export interface CookieDecision {
  statistics: boolean;
  /** ISO 8601, when the visitor chose. */
  decided_at: string;
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

export function useCookieDecision(): CookieDecision | null {
  return useStore(cookieDecision);
}

/**
 * A signed-in golfer's choice is also stored with the account (POST /user/consents: time and the
 * text version), so the data export shows it. The choice on this device stands even if that fails.
 */
export function recordCookieConsent(statistics: boolean): void {
  if (!sessionToken.get()) return;
  api(recordConsent, {
    body: { kind: 'cookie_statistics', granted: statistics, source: 'cookie_banner' },
  }).catch(() => undefined);
}
