import { AppError } from '@golfwallet/core/errors/app-error';
import type { LoginInput } from '@golfwallet/core/validation/login';
import { sessionActivities } from './session-activity';
import type { Deps } from '../../deps';
import { hashToken, newToken } from '../../lib/tokens';
import type { AuthContext } from '../../plugins/auth';
import { verifyCredentials } from '../auth/credentials';
import { setLastLogin } from '../user/accounts';
import { deleteSession, findSession, insertSession } from './session.repository';

/**
 * Logs in: checks the credentials (rate-limited per account and IP) and opens a new session with
 * a fresh 256-bit id, of which only the hash is stored. An unconfirmed e-mail may log in.
 */
export async function logIn(deps: Deps, input: LoginInput, meta: { ip: string }) {
  const user = await verifyCredentials(deps, input.email, input.password, meta.ip);
  const sessionId = newToken();
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    await insertSession(tx, {
      tokenHash: hashToken(sessionId),
      userId: user.id,
      now,
      devicePlatform: input.device_platform,
      language: input.language,
      ip: meta.ip,
    });
    await setLastLogin(tx, user.id, now);
  });
  return { session_id: sessionId, email_confirmed: user.emailConfirmed, user_id: user.id };
}

/** The caller's own session. */
export async function describeSession(deps: Deps, auth: AuthContext) {
  const found = await findSession(deps.db, auth.tokenHash);
  if (!found) throw new AppError('SESSION_EXPIRED');
  const expiresAt = sessionActivities(deps).golfers.expiresAt(auth.tokenHash, found.session);
  if (expiresAt <= deps.now()) throw new AppError('SESSION_EXPIRED');
  return {
    user_id: found.user.id,
    email: found.user.email,
    email_confirmed: found.user.emailConfirmed,
    created_at: found.session.createdAt.toISOString(),
    expires_at: expiresAt.toISOString(),
  };
}

/** Logs out: the caller's session id stops working at once. */
export async function logOut(deps: Deps, auth: AuthContext) {
  await deleteSession(deps.db, auth.tokenHash);
  sessionActivities(deps).golfers.forget(auth.tokenHash);
  return { success: true as const };
}

/**
 * What other modules do with sessions, in their own transaction when they pass one: open a session
 * (a federated or passkey sign-in) and end a golfer's sessions (a new password, a blocked account).
 */
export { deleteUserSessions, findSession, insertSession } from './session.repository';
