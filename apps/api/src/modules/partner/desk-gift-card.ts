import { AppError } from '@golfwallet/core/errors/app-error';
import { lockingTransaction } from '../../db/locking';
import type { Deps } from '../../deps';
import { moveGiftCard } from '../ledger/gift-cards';
import { claimKey, type RequestKey, saveAnswer } from '../redemption/redemption-request';
import type { UseRecord } from '../redemption/redemption.repository';
import { recordUse } from '../redemption/redemption.service';

/**
 * The desk and the ledger: a gift card's redemption as one ledger transfer (docs/ARCHITECTURE.md,
 * "The ledger"). The holder's balances at the caller's club are read with the desk's read
 * (desk.repository.ts, with the ledger's balanceSql).
 */

/** Only an e-card of the voucher category can be a gift card with a ledger account. */
export const mayBeGiftCard = (voucher: { type: string; category: string }) =>
  voucher.type === 'ecard' && voucher.category === 'voucher';

/** The voucher row changed between the desk's read and the write: read and check again. */
class Changed extends Error {}

/**
 * A gift card used at the desk, in ONE transaction: the Idempotency-Key claimed (when given), the
 * redemption written as every desk use is (its row, event and audit; a gift card has no uses to
 * take, so only the row version read is required), and the amount taken from the card's ledger
 * account by one transfer linked to the redemption — refused with GIFT_CARD_NOT_ENOUGH (nothing
 * written) when more is asked than is left. Answers null when the voucher changed since the read.
 */
export async function recordGiftCardDeskUse<A>(
  deps: Deps,
  requestKey: RequestKey | undefined,
  use: UseRecord & { desk: NonNullable<UseRecord['desk']>; version: string },
  amountMinor: number,
  answerOf: (used: { redemptionId: number; usesLeft: number | null; remainingMinor: number }) => A,
): Promise<A | null> {
  const holderId = use.userId;
  // A gift card's entries are booked to its holder; one without a holder is not the desk's to use.
  if (holderId === null) throw new AppError('VOUCHER_NOT_FOUND');
  try {
    return await lockingTransaction(deps.db, deps.config.DB_LOCK_TIMEOUT_MS, async (tx) => {
      if (requestKey) {
        const claim = await claimKey<A>(tx, requestKey, use.at);
        if (!claim.claimed) return claim.answer;
      }
      const used = await recordUse(tx, use);
      if (!used || used.earlier) throw new Changed();
      const remaining = await moveGiftCard(tx, {
        voucherId: use.voucherId,
        userId: holderId,
        amount: -amountMinor,
        reason: 'spent',
        redemptionId: used.redemptionId,
        at: use.at,
      });
      if (remaining === null) throw new AppError('GIFT_CARD_NOT_ENOUGH');
      const answer = answerOf({ ...used, remainingMinor: remaining });
      if (requestKey) await saveAnswer(tx, requestKey, answer);
      return answer;
    });
  } catch (error) {
    if (error instanceof Changed) return null;
    throw error;
  }
}
