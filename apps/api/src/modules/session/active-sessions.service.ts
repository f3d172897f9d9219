import { AppError } from '@golfwallet/core/errors/app-error';
import type { ActiveSession } from '@golfwallet/core/contracts/session/active-sessions';
import type { Deps } from '../../deps';
import type { AuthContext } from '../../plugins/auth';
import { reauthenticate } from '../auth/reauthentication';
import { sessionActivities } from './session-activity';
import { deleteUserSessions, deleteUserSessionByRef, userSessions } from './session.repository';

/** A session's public id: a prefix of its stored hash (88 bits), never the session id. */
const REF_LENGTH = 22;
const refOf = (tokenHash: string) => tokenHash.slice(0, REF_LENGTH);

function platformOf(stored: string | null): ActiveSession['device_platform'] {
  return stored === 'web' || stored === 'ios' || stored === 'android' ? stored : null;
}

/** GET /sessions: the caller's live sessions, newest first, the caller's own marked (ASVS 7.5.2). */
export async function listSessions(deps: Deps, auth: AuthContext) {
  const activity = sessionActivities(deps).golfers;
  const now = deps.now();
  const rows = await userSessions(deps.db, auth.user.id);
  const live = rows
    .map((row) => ({ row, expiresAt: activity.expiresAt(row.tokenHash, row) }))
    .filter(({ expiresAt }) => expiresAt > now);
  return {
    sessions: live.map(
      ({ row, expiresAt }): ActiveSession => ({
        id: refOf(row.tokenHash),
        device_platform: platformOf(row.devicePlatform),
        created_at: row.createdAt.toISOString(),
        last_used_at: row.lastUsedAt.toISOString(),
        expires_at: expiresAt.toISOString(),
        current: row.tokenHash === auth.tokenHash,
      }),
    ),
  };
}

/**
 * POST /sessions/end: after the golfer authenticates again, ends one of their other sessions (by
 * its public id; another golfer's, the caller's own or an unknown one is NOT_FOUND) or all others.
 */
export async function endSessions(
  deps: Deps,
  auth: AuthContext,
  body: { id?: string; current_password?: string },
  meta: { ip: string },
) {
  await reauthenticate(deps, auth, body.current_password, meta);
  if (body.id === undefined)
    return { ended: await deleteUserSessions(deps.db, auth.user.id, auth.tokenHash) };
  if (body.id === refOf(auth.tokenHash)) throw new AppError('NOT_FOUND');
  const ended = await deleteUserSessionByRef(deps.db, auth.user.id, body.id);
  if (!ended) throw new AppError('NOT_FOUND');
  sessionActivities(deps).golfers.forget(ended);
  return { ended: 1 };
}
