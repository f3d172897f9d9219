import type { StaffRole } from '@golfwallet/core/contracts/define';
import { AppError } from '@golfwallet/core/errors/app-error';
import type { FastifyRequest } from 'fastify';
import { sessionActivities } from '../session/session-activity';
import type { Deps } from '../../deps';
import { hashToken } from '../../lib/tokens';
import { sessionIdFromHeader } from '../../plugins/auth';
import { findStaffSession, type StaffRow } from './staff.repository';

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

/**
 * Resolves a staff session from `Authorization: Basic base64("<session_id>:")`, with the same rules
 * as golfer sessions: no credentials 401; unknown, expired (or a golfer's) session 403
 * SESSION_EXPIRED; blocked account or no longer staff of the session's club 403 FORBIDDEN; a role
 * the operation does not allow 403 STAFF_ROLE_FORBIDDEN. The idle expiry slides in memory
 * (SessionActivity), written with other uses every few seconds.
 */
export async function authenticateStaff(
  deps: Deps,
  request: FastifyRequest,
  roles: readonly StaffRole[],
): Promise<StaffContext> {
  const sessionId = sessionIdFromHeader(request.headers.authorization);
  if (!sessionId) throw new AppError('UNAUTHENTICATED');
  const tokenHash = hashToken(sessionId);
  const now = deps.now();
  const found = await findStaffSession(deps.db, tokenHash);
  if (!found || sessionActivities(deps).staff.expiresAt(tokenHash, found.session) <= now)
    throw new AppError('SESSION_EXPIRED');
  if (found.staff.status !== 'active' || !found.role) throw new AppError('FORBIDDEN');
  if (!roles.includes(found.role)) throw new AppError('STAFF_ROLE_FORBIDDEN');
  sessionActivities(deps).staff.used(tokenHash, found.session, now);
  return { staff: found.staff, clubId: found.session.clubId, role: found.role, tokenHash };
}
