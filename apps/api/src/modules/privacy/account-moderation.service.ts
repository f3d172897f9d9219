import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { users } from '../../db/schema/index';
import { deleteUserSessions } from '../session/session.service';
import { findUserByEmail } from '../user/accounts';
import { insertAccountAudit } from './account-audit.repository';
import { eraseAccount } from './account-erasure.service';
import { queuePrivacyMail } from './privacy-mail';

/**
 * What the provider may do to a golfer's profile on abusive content or misuse (spec §1 privacy
 * text, §6): block it, lift the block, delete it. Each tells the golfer by mail in their language
 * (the reason included) and writes the account audit with who did it and why, in one transaction.
 * Used by the admin command (apps/api/src/admin/cli.ts).
 */

export const zModerationReason = z.string().trim().min(3).max(1000);
export const zActor = z.string().trim().min(1).max(100);

export type ModerationResult =
  | { ok: true; userId: number }
  | { ok: false; reason: 'not_found' | 'already_blocked' | 'not_blocked' };

/** Blocks the golfer: every session ends, login is refused (ACCOUNT_BLOCKED), the reason is mailed. */
export async function blockUser(
  deps: Deps,
  email: string,
  input: { reason: string; actor: string },
): Promise<ModerationResult> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return { ok: false, reason: 'not_found' };
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [blocked] = await tx
      .update(users)
      .set({ status: 'blocked', blockedReason: input.reason, blockedAt: now })
      .where(and(eq(users.id, user.id), eq(users.status, 'active')))
      .returning({ id: users.id });
    if (!blocked) return { ok: false, reason: 'already_blocked' } as const;
    await deleteUserSessions(tx, user.id);
    await insertAccountAudit(tx, {
      subjectUserId: user.id,
      subjectEmail: user.email,
      action: 'blocked',
      actor: input.actor,
      reason: input.reason,
      at: now,
    });
    await queuePrivacyMail(tx, 'blocked', user, { name: user.firstName, reason: input.reason });
    return { ok: true, userId: user.id } as const;
  });
}

/** Lifts a block: the golfer may sign in again and is told so. */
export async function unblockUser(
  deps: Deps,
  email: string,
  input: { reason: string; actor: string },
): Promise<ModerationResult> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return { ok: false, reason: 'not_found' };
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [lifted] = await tx
      .update(users)
      .set({ status: 'active', blockedReason: null, blockedAt: null })
      .where(and(eq(users.id, user.id), eq(users.status, 'blocked')))
      .returning({ id: users.id });
    if (!lifted) return { ok: false, reason: 'not_blocked' } as const;
    await insertAccountAudit(tx, {
      subjectUserId: user.id,
      subjectEmail: user.email,
      action: 'unblocked',
      actor: input.actor,
      reason: input.reason,
      at: now,
    });
    await queuePrivacyMail(tx, 'unblocked', user, { name: user.firstName });
    return { ok: true, userId: user.id } as const;
  });
}

/**
 * Deletes the golfer's profile as their own deletion does (the one erasure), and mails them the
 * reason. The notice is queued after the erasure emptied the outbox of their mail: it is the one
 * message to them left, and the delivery deletes it once it is sent (purge_after_send).
 */
export async function deleteUserByProvider(
  deps: Deps,
  email: string,
  input: { reason: string; actor: string },
): Promise<ModerationResult> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return { ok: false, reason: 'not_found' };
  const erased = await eraseAccount(
    deps,
    user.id,
    { cause: 'deleted', actor: input.actor, reason: input.reason },
    // Addressed, not linked to the gone account (no about_user_id): the one message left.
    (tx, gone) =>
      queuePrivacyMail(
        tx,
        'deleted',
        { email: gone.email, languageDefault: gone.languageDefault },
        { name: gone.firstName, reason: input.reason },
        // Erased in turn once delivered: nothing addressed to the golfer outlives the account.
        { purgeAfterSend: true },
      ),
  );
  return erased ? { ok: true, userId: erased.id } : { ok: false, reason: 'not_found' };
}
