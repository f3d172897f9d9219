import { inArray } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { accountAudit, sessions, users } from '../../db/schema/index';
import { deleteUserSessions } from '../session/session.service';
import { findUserByEmail } from '../user/accounts';
import { insertAccountAudit } from './account-audit.repository';

/**
 * The provider ends golfers' sessions without blocking anyone (ASVS 7.4.5; admin end-sessions and
 * end-all-sessions): the devices must sign in again, the accounts stay open. Each golfer whose
 * sessions ended gets a line in the account audit with who did it and why, in the same
 * transaction as the deletion.
 */

export type EndSessionsResult =
  | { ok: true; userId: number; ended: number }
  | { ok: false; reason: 'not_found' };

/** Ends every session of one golfer. */
export async function endUserSessions(
  deps: Deps,
  email: string,
  input: { reason: string; actor: string },
): Promise<EndSessionsResult> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return { ok: false, reason: 'not_found' };
  return deps.db.transaction(async (tx) => {
    const ended = await deleteUserSessions(tx, user.id);
    await insertAccountAudit(tx, {
      subjectUserId: user.id,
      subjectEmail: user.email,
      action: 'sessions_ended',
      actor: input.actor,
      reason: input.reason,
      at: deps.now(),
    });
    return { ok: true, userId: user.id, ended } as const;
  });
}

/** Ends every golfer's sessions (a suspected leak): one audit line per golfer who had any. */
export async function endAllSessions(deps: Deps, input: { reason: string; actor: string }) {
  const at = deps.now();
  return deps.db.transaction(async (tx) => {
    const ended = await tx.delete(sessions).returning({ userId: sessions.userId });
    const ids = [...new Set(ended.map((row) => row.userId))];
    if (ids.length > 0) {
      const golfers = await tx
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(inArray(users.id, ids));
      await tx.insert(accountAudit).values(
        golfers.map((golfer) => ({
          subjectUserId: golfer.id,
          subjectEmail: golfer.email,
          action: 'sessions_ended' as const,
          actor: input.actor,
          reason: input.reason,
          at,
        })),
      );
    }
    return { golfers: ids.length, sessions: ended.length };
  });
}
