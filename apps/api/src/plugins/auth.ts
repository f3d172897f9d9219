import { AppError } from '@golfwallet/core/errors/app-error';
import type { AuthLevel } from '@golfwallet/core/contracts/define';
import type { FastifyRequest } from 'fastify';
import { sessionActivities } from '../modules/session/session-activity';
import type { Deps } from '../deps';
import { hashToken } from '../lib/tokens';
import { type PipelinePart, runPipeline } from '../db/pipeline';
import {
  findSession,
  type SessionFacts,
  sessionFactsStatement,
  toSessionFacts,
  type UserRow,
} from '../modules/session/session.repository';

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
 * The checks of a looked-up session for an operation's level: true when it authenticates the
 * caller, false for an anonymous caller of a public operation; otherwise it throws. Unknown,
 * revoked or expired session: 403 SESSION_EXPIRED (the clients then drop the stored token). A
 * blocked account is refused; 'confirmed' also needs a confirmed e-mail. A live session's use is
 * noted (its idle expiry slides in memory and is written later with others: a read never writes),
 * and its user is remembered for the session-bound reads (routes/route.ts).
 */
export function checkSession(
  deps: Deps,
  tokenHash: string,
  found: SessionFacts | undefined,
  level: AuthLevel,
  now: Date,
): boolean {
  const activity = sessionActivities(deps).golfers;
  if (!found || activity.expiresAt(tokenHash, found) <= now) {
    activity.forget(tokenHash);
    if (level === 'public') return false;
    throw new AppError('SESSION_EXPIRED');
  }
  if (found.status === 'blocked') throw new AppError('ACCOUNT_BLOCKED');
  if (found.status !== 'active') throw new AppError('FORBIDDEN');
  if (level === 'confirmed' && !found.emailConfirmed) throw new AppError('EMAIL_NOT_CONFIRMED');
  activity.used(tokenHash, found, now);
  activity.remember(tokenHash, found.userId);
  return true;
}

/** The session id's hash from the request, or the 401 of an operation that needs one. */
export function sessionHash(request: FastifyRequest, level: AuthLevel): string | undefined {
  const sessionId = sessionIdFromHeader(request.headers.authorization);
  if (sessionId) return hashToken(sessionId);
  if (level === 'public') return undefined;
  throw new AppError('UNAUTHENTICATED');
}

/** Resolves the caller for an operation's auth level (no credentials: 401; see checkSession). */
export async function authenticate(
  deps: Deps,
  request: FastifyRequest,
  level: AuthLevel,
): Promise<AuthContext | undefined> {
  const tokenHash = sessionHash(request, level);
  if (!tokenHash) return undefined;
  const found = await findSession(deps.db, tokenHash);
  const facts = found && {
    ...found.session,
    status: found.user.status,
    emailConfirmed: found.user.emailConfirmed,
  };
  if (!checkSession(deps, tokenHash, facts, level, deps.now()) || !found) return undefined;
  return { user: found.user, unionName: found.unionName, tokenHash };
}

/**
 * The caller of a golfer operation whose session is checked with the handler's first read
 * (sessionRead, golferRouteWithRead in routes/route.ts): a session this instance has seen live
 * before is not looked up first (its user remembered, `checked` false); any other one was, before
 * the body was parsed (`checked` true).
 */
export interface GolferCaller {
  tokenHash: string;
  level: AuthLevel;
  /** The session's user: as looked up now, or as remembered from a live request before. */
  userId: number;
  checked: boolean;
}

/** The caller of such an operation (no credentials: 401; a session looked up: checkSession). */
export async function golferCallerOf(
  deps: Deps,
  request: FastifyRequest,
  level: Exclude<AuthLevel, 'public' | 'staff'>,
): Promise<GolferCaller> {
  const tokenHash = sessionHash(request, level) as string;
  const remembered = sessionActivities(deps).golfers.ownerOf(tokenHash);
  if (remembered !== undefined) return { tokenHash, level, userId: remembered, checked: false };
  const auth = (await authenticate(deps, request, level)) as AuthContext;
  return { tokenHash, level, userId: auth.user.id, checked: true };
}

/**
 * Runs a read of the caller's own rows (built for `caller.userId`) and, when the session was not
 * checked yet, its check in the same round trip (db/pipeline.ts), as readWithStaffSession does for
 * the desk. The rows are used only when the session passes checkSession (the same refusals as
 * authenticate) and is still the remembered user's (a session's user never changes). Reads write
 * nothing.
 */
export async function readWithGolferSession(
  deps: Deps,
  caller: GolferCaller,
  read: PipelinePart,
): Promise<unknown[]> {
  if (caller.checked) {
    const [rows] = await runPipeline(deps.db, [read]);
    return rows ?? [];
  }
  const [sessionRows, rows] = await runPipeline(deps.db, [
    { statement: sessionFactsStatement, values: { tokenHash: caller.tokenHash } },
    read,
  ]);
  const facts = toSessionFacts(sessionRows?.[0]);
  const live = facts?.userId === caller.userId ? facts : undefined;
  if (!checkSession(deps, caller.tokenHash, live, caller.level, deps.now()))
    throw new AppError('SESSION_EXPIRED');
  return rows ?? [];
}
