import { deleteSession } from '@golfwallet/core/contracts/session/delete-session';
import { apiForSession } from './api-for-session';
import { session } from './storage';

/**
 * The session of a login whose e-mail is not confirmed yet. It does not sign anybody in (the
 * vouchers need a confirmed e-mail), but it lets "Send again" and "I have confirmed" ask
 * GET /session whether the e-mail is confirmed now, so no password is ever kept in the browser.
 * Kept for this tab only (session storage), and only while the mail-verify step is open.
 */
export interface UnconfirmedSession {
  sessionId: string;
  email: string;
}

export function readUnconfirmedSession(): UnconfirmedSession | null {
  const raw = session.get('unconfirmedSession');
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { sessionId, email } = parsed as Record<string, unknown>;
    if (typeof sessionId === 'string' && typeof email === 'string') return { sessionId, email };
  } catch {
    // Not ours or damaged: treated as absent.
  }
  return null;
}

export function keepUnconfirmedSession(value: UnconfirmedSession) {
  session.set('unconfirmedSession', JSON.stringify({ sessionId: value.sessionId, email: value.email }));
}

/** Forgets the unconfirmed session in this tab only (it became the signed-in session, or is gone). */
export function forgetUnconfirmedSession() {
  session.remove('unconfirmedSession');
}

/** Ends the unconfirmed session on the server and forgets it; a failure there changes nothing here. */
export async function endUnconfirmedSession() {
  const pending = readUnconfirmedSession();
  forgetUnconfirmedSession();
  if (!pending) return;
  await apiForSession(pending.sessionId)(deleteSession, {}).catch(() => undefined);
}
