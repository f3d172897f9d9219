import type { StaffRole } from '@golfwallet/core/contracts/define';
import { AppError } from '@golfwallet/core/errors/app-error';
import type { FastifyRequest } from 'fastify';
import { type PipelinePart, runPipeline } from '../../db/pipeline';
import { sessionActivities } from '../session/session-activity';
import type { Deps } from '../../deps';
import { hashToken } from '../../lib/tokens';
import { sessionIdFromHeader } from '../../plugins/auth';
import {
  findStaffSession,
  type StaffRow,
  type StaffSessionFound,
  staffSessionStatement,
  toStaffSession,
} from './staff.repository';

/**
 * Who calls a partner operation, and for which club. `clubId` is THE tenant: every partner
 * service and repository query takes it, and it comes only from here.
 */
export interface StaffContext {
  staff: StaffRow;
  clubId: number;
  role: StaffRole;
  tokenHash: string;
}

/** The staff session's hash from `Authorization: Basic base64("<session_id>:")`; none: 401. */
export function staffTokenHash(request: FastifyRequest): string {
  const sessionId = sessionIdFromHeader(request.headers.authorization);
  if (!sessionId) throw new AppError('UNAUTHENTICATED');
  return hashToken(sessionId);
}

/**
 * The checks of a looked-up staff session, with the same rules as golfer sessions: unknown or
 * expired (or a golfer's) session 403 SESSION_EXPIRED; a session an owner revoked (the person
 * deactivated or removed at its club) 401 STAFF_ACCESS_REVOKED; blocked account or no longer
 * active staff of the session's club 403 FORBIDDEN; a role the operation does not allow 403
 * STAFF_ROLE_FORBIDDEN. The idle expiry slides in memory (SessionActivity), written with other uses
 * every few seconds; a live session is remembered, so its next desk read is sent with its check
 * (readWithStaffSession).
 */
export function checkStaffSession(
  deps: Deps,
  tokenHash: string,
  found: StaffSessionFound | undefined,
  roles: readonly StaffRole[],
  now: Date,
): StaffContext {
  const activity = sessionActivities(deps).staff;
  if (!found || activity.expiresAt(tokenHash, found.session) <= now) {
    activity.forget(tokenHash);
    throw new AppError('SESSION_EXPIRED');
  }
  if (found.session.revokedAt) {
    activity.forget(tokenHash);
    throw new AppError('STAFF_ACCESS_REVOKED');
  }
  if (found.staff.status !== 'active' || !found.role) throw new AppError('FORBIDDEN');
  if (!roles.includes(found.role)) throw new AppError('STAFF_ROLE_FORBIDDEN');
  activity.used(tokenHash, found.session, now);
  activity.remember(tokenHash, found.staff.id);
  return { staff: found.staff, clubId: found.session.clubId, role: found.role, tokenHash };
}

/** Resolves a staff session from the request: no credentials 401, otherwise checkStaffSession. */
export async function authenticateStaff(
  deps: Deps,
  request: FastifyRequest,
  roles: readonly StaffRole[],
): Promise<StaffContext> {
  const tokenHash = staffTokenHash(request);
  const found = await findStaffSession(deps.db, tokenHash);
  return checkStaffSession(deps, tokenHash, found, roles, deps.now());
}

/**
 * The caller of a partner operation whose session is checked with the handler's first read
 * (partnerRouteWithRead): a session this instance has seen live before is not looked up
 * first (`checked` unset); any other one was, before the body was parsed (`checked` set).
 */
export interface StaffCaller {
  tokenHash: string;
  roles: readonly StaffRole[];
  checked?: StaffContext;
}

/** Which club a read is for: the checked session's, or the session's own, joined in SQL by its hash. */
export type ClubKey = { clubId: number } | { tokenHash: string };

/** A read scoped to the caller's club, in one statement. */
export interface StaffRead<T> {
  statement(club: ClubKey): PipelinePart;
  /** The answer from the statement's rows, and the club it was read for (none: no row). */
  answer(rows: unknown[]): { clubId: number | undefined; value: T };
}

/**
 * Checks the caller's staff session and runs a read in one round trip (db/pipeline.ts), as
 * sessionRead does for the golfers' lists (routes/route.ts). The read is keyed by the session's
 * hash in SQL, so it is for the session's club without knowing it first; its rows are used only
 * when the session passes checkStaffSession (the same refusals as authenticateStaff) and the club
 * the read found is the session's checked club. When the session moved to another club between
 * the two statements, the read runs again for the checked club. Reads write nothing.
 */
export async function readWithStaffSession<T>(
  deps: Deps,
  caller: StaffCaller,
  read: StaffRead<T>,
): Promise<{ staff: StaffContext; value: T }> {
  const readFor = async (clubId: number) => {
    const [rows] = await runPipeline(deps.db, [read.statement({ clubId })]);
    return read.answer(rows ?? []).value;
  };
  if (caller.checked) return { staff: caller.checked, value: await readFor(caller.checked.clubId) };
  const now = deps.now();
  const [sessionRows, rows] = await runPipeline(deps.db, [
    { statement: staffSessionStatement, values: { tokenHash: caller.tokenHash } },
    read.statement({ tokenHash: caller.tokenHash }),
  ]);
  const staff = checkStaffSession(
    deps,
    caller.tokenHash,
    toStaffSession(sessionRows?.[0]),
    caller.roles,
    now,
  );
  const answer = read.answer(rows ?? []);
  if (answer.clubId === staff.clubId) return { staff, value: answer.value };
  return { staff, value: await readFor(staff.clubId) };
}
