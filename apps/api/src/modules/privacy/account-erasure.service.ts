import type { Deps } from '../../deps';
import type { Tx } from '../../db/client';
import { lockingTransaction } from '../../db/locking';
import { insertAccountAudit } from './account-audit.repository';
import {
  anonymiseRedemptions,
  blankAuditEmail,
  deleteFederationTickets,
  deleteLoginFailures,
  deleteMessages,
  deleteUserRow,
  detachKeptVouchers,
  dropCardTokensOfOrders,
  forgetInClubAudit,
  forgetInOthersHistory,
  forgetTransferTargets,
  lockUser,
  voucherIdsOf,
} from './account-erasure.repository';

export type ErasureCause = 'self_deleted' | 'deleted' | 'inactivity_deleted';

export interface ErasedAccount {
  id: number;
  email: string;
  firstName: string;
  languageDefault: string;
}

/**
 * The one account deletion (the golfer's own, the provider's delete-user and the inactivity rule):
 * removes or anonymises the golfer's personal data everywhere it lives, in one transaction.
 *
 * - Kept without the person: orders (buyer set null, card token dropped; brand and last four stay
 *   as the bookkeeping record), vouchers bought in an order or redeemed (owner removed, inactive),
 *   the clubs' redemption ledger (golfer and playing partner removed), the provider's audit log
 *   (address blanked, a line for this deletion added).
 * - Removed: the user row and everything that cascades from it (sessions, keys, other vouchers,
 *   history, transfers sent and so their tokens, wallet, cart, saved cards, notifications,
 *   consents, data exports, feedback, golf IDs, range reservations), mail and SMS to the golfer
 *   or about them (transfer links), login failures, union sign-in tickets.
 * - Anonymised elsewhere: transfers others sent to this golfer (address and number), other
 *   golfers' history (this golfer's id), the clubs' portal audit (name and id).
 *
 * `inTransaction` runs after the erasure in the same transaction (the provider's deletion notice
 * is queued there, so it goes out exactly when the deletion happened). Answers undefined when the
 * account no longer exists. apps/api/src/modules/privacy/personal-data.ts lists every column and
 * what an erasure leaves in it; erasure.test.ts checks each.
 */
export async function eraseAccount(
  deps: Deps,
  userId: number,
  audit: { cause: ErasureCause; actor: string; reason: string },
  inTransaction?: (tx: Tx, user: ErasedAccount) => Promise<void>,
): Promise<ErasedAccount | undefined> {
  const now = deps.now();
  return lockingTransaction(deps.db, deps.config.DB_LOCK_TIMEOUT_MS, async (tx) => {
    const user = await lockUser(tx, userId);
    if (!user) return undefined;
    const phones = [user.phone, user.phone2].filter((phone): phone is string => Boolean(phone));
    const held = await voucherIdsOf(tx, userId);
    const kept = await detachKeptVouchers(tx, userId, now);
    await anonymiseRedemptions(tx, userId, kept);
    await dropCardTokensOfOrders(tx, userId);
    await forgetTransferTargets(tx, user.email, phones);
    await forgetInOthersHistory(tx, userId);
    await forgetInClubAudit(tx, userId, `${user.firstName} ${user.lastName}`, held);
    await deleteMessages(tx, userId, user.email, phones);
    await deleteFederationTickets(
      tx,
      userId,
      user.unionId !== null && user.memberNumber
        ? { unionId: user.unionId, memberNumber: user.memberNumber }
        : null,
    );
    await deleteLoginFailures(tx, user.email);
    await blankAuditEmail(tx, userId);
    await deleteUserRow(tx, userId);
    await insertAccountAudit(tx, {
      subjectUserId: userId,
      subjectEmail: null,
      action: audit.cause,
      actor: audit.actor,
      reason: audit.reason,
      at: now,
    });
    const erased = {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      languageDefault: user.languageDefault,
    };
    if (inTransaction) await inTransaction(tx, erased);
    return erased;
  });
}
