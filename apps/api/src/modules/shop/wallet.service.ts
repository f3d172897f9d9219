import { toUnixSeconds } from '@golfwallet/core/format/dates';
import { and, asc, eq, gt } from 'drizzle-orm';
import { clubs, vouchers } from '../../db/schema/index';
import type { Deps } from '../../deps';
import type { UserRow } from '../session/session.repository';
import { clubCurrency } from './cart.repository';
import { giftCardBalances } from '../ledger/gift-cards';
import { availableBalance, ballMoneyBalances, ledgerOf } from '../ledger/transfers';

/**
 * The wallet tab: points and their ledger, ball money per club, gift cards with what is left on them
 * (their ledger account; null for a club-issued e-card without one, which shows its value).
 */
export async function getWallet(deps: Deps, user: UserRow) {
  const now = deps.now();
  const [points, ballMoney, ledger, giftCards, giftCredit] = await Promise.all([
    availableBalance(deps.db, user.id, 'points', 0),
    ballMoneyBalances(deps.db, user.id),
    ledgerOf(deps.db, user.id),
    deps.db
      .select({ voucher: vouchers, clubName: clubs.name })
      .from(vouchers)
      .innerJoin(clubs, eq(clubs.id, vouchers.clubId))
      .where(
        and(
          eq(vouchers.userId, user.id),
          eq(vouchers.type, 'ecard'),
          eq(vouchers.category, 'voucher'),
          eq(vouchers.active, true),
          gt(vouchers.validTo, now),
        ),
      )
      .orderBy(asc(vouchers.validTo)),
    giftCardBalances(deps.db, user.id, now),
  ]);
  // A gift card's remaining value is its ledger account's balance (gift-cards.ts).
  const remaining = new Map(giftCredit.map((row) => [row.voucherId, row.remaining]));
  return {
    points,
    ball_money: await Promise.all(
      ballMoney.map(async (row) => ({
        club_id: row.clubId,
        club_name: row.clubName,
        balance_minor: row.balance,
        currency: await clubCurrency(deps.db, row.clubId),
      })),
    ),
    gift_cards: giftCards.map(({ voucher, clubName }) => ({
      voucher_id: voucher.id,
      name: voucher.name,
      club_name: clubName,
      value: voucher.value,
      currency: voucher.currency,
      remaining_minor: remaining.get(voucher.id) ?? null,
      valid_to: toUnixSeconds(voucher.validTo),
    })),
    ledger: ledger.map(({ entry, clubName }) => ({
      id: entry.id,
      kind: entry.kind,
      club_name: clubName,
      amount: entry.amount,
      balance_after: entry.balanceAfter,
      reason: entry.reason,
      at: toUnixSeconds(entry.at),
    })),
  };
}
