import { AppError } from '@golfwallet/core/errors/app-error';
import type { AuthLevel } from '@golfwallet/core/contracts/define';
import type { FastifyRequest } from 'fastify';
import { sessionActivities } from '../modules/session/session-activity';
import type { Deps } from '../deps';
import { hashToken } from '../lib/tokens';
import { findSession, type UserRow } from '../modules/session/session.repository';

export interface AuthContext {
  user: UserRow;
  /** The name of the user's golf union (read with the session), for the profile. */
  unionName: string | null;
  tokenHash: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AuthContext;
  }
}

/** Reads the session id from `Authorization: Basic base64("<session_id>:")`. */
export function sessionIdFromHeader(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Basic\s+([A-Za-z0-9+/=_-]{1,200})$/i.exec(header.trim());
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const sessionId = decoded.split(':')[0] ?? '';
  return /^[A-Za-z0-9_-]{20,100}$/.test(sessionId) ? sessionId : undefined;
}

/**
 * Resolves the caller for an operation's auth level. No credentials: 401. Unknown, revoked or
 * expired session: 403 SESSION_EXPIRED (the clients then drop the stored token). A blocked
 * account is refused; 'confirmed' also needs a confirmed e-mail.
 */
export async function authenticate(
  deps: Deps,
  request: FastifyRequest,
  level: AuthLevel,
): Promise<AuthContext | undefined> {
  const sessionId = sessionIdFromHeader(request.headers.authorization);
  if (!sessionId) {
    if (level === 'public') return undefined;
    throw new AppError('UNAUTHENTICATED');
  }
  const tokenHash = hashToken(sessionId);
  const now = deps.now();
  const found = await findSession(deps.db, tokenHash);
  if (!found || sessionActivities(deps).golfers.expiresAt(tokenHash, found.session) <= now) {
    if (level === 'public') return undefined;
    throw new AppError('SESSION_EXPIRED');
  }
  if (found.user.status === 'blocked') throw new AppError('ACCOUNT_BLOCKED');
  if (found.user.status !== 'active') throw new AppError('FORBIDDEN');
  if (level === 'confirmed' && !found.user.emailConfirmed) throw new AppError('EMAIL_NOT_CONFIRMED');
  // The idle expiry slides in memory; the use is written later, with others (a read never writes).
  sessionActivities(deps).golfers.used(tokenHash, found.session, now);
  return { user: found.user, unionName: found.unionName, tokenHash };
}
