import type { LedgerReason } from '@golfwallet/core/domain/shop/ledger';
import { and, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clubs, giftCardAccounts, vouchers } from '../../db/schema/index';
import { rowsOf } from '../voucher/sql-rows';

/**
 * Gift-card credit in the ledger (docs/ARCHITECTURE.md, "The ledger"). A gift card's remaining
 * value is one balance, its own account (gift_card_accounts, keyed by the voucher, so it goes with
 * the card to whoever holds it), and every movement is one immutable wallet_ledger entry of kind
 * 'gift_card' with its own transfer id, written in the same statement as the conditional UPDATE
 * that never lets the balance go below zero. The sale's credit is written by the order's
 * fulfilment (fulfil.repository.ts); the desk's debit, an undo's credit and a withdrawal's
 * take-back here.
 */

/** What is left on a gift card; null when the voucher is not a gift card with an account. */
export async function giftCardRemaining(db: DbOrTx, voucherId: number): Promise<number | null> {
  const [row] = await db
    .select({ balance: giftCardAccounts.balance })
    .from(giftCardAccounts)
    .where(eq(giftCardAccounts.voucherId, voucherId));
  return row ? row.balance : null;
}

export interface GiftCardMove {
  voucherId: number;
  /** The holder the entry is booked to (the voucher's user now). */
  userId: number;
  /** Positive credits the card, negative debits it. */
  amount: number;
  reason: LedgerReason;
  orderId?: number | null;
  redemptionId?: number | null;
  at: Date;
}

/**
 * One gift-card transfer, in ONE statement: the balance moves by a conditional UPDATE (a debit only
 * while the card covers it) and the entry is written from its RETURNING, so nothing is written
 * when the card cannot cover it. Answers the remaining value after, or null when refused (or the
 * voucher has no gift-card account).
 */
export async function moveGiftCard(db: DbOrTx, move: GiftCardMove): Promise<number | null> {
  const result = await db.execute(sql`
    with moved as (
      update ${giftCardAccounts} a set balance = a.balance + ${move.amount}::int
      where a.voucher_id = ${move.voucherId}::bigint and a.balance + ${move.amount}::int >= 0
      returning a.voucher_id, a.club_id, a.balance
    )
    insert into wallet_ledger (user_id, club_id, kind, amount, reason, order_id, voucher_id, redemption_id,
                               balance_after, at)
    select ${move.userId}::int, moved.club_id, 'gift_card', ${move.amount}::int, ${move.reason}::text,
           ${move.orderId ?? null}::bigint, moved.voucher_id, ${move.redemptionId ?? null}::bigint, moved.balance,
           ${move.at.toISOString()}::timestamptz
    from moved
    returning balance_after`);
  const [row] = rowsOf<{ balance_after: number | string }>(result);
  return row ? Number(row.balance_after) : null;
}

/**
 * Opens the accounts of gift cards a club issued in the portal (issue.service.ts), in the issue's
 * transaction: each card's account is credited with its value by one 'issued' entry, paid from the
 * club's gift-card counter-account, as a sale's 'purchase' entry is (fulfil.repository.ts). From
 * then on the desk takes what is used from that balance, as for a card bought in the shop.
 */
export async function openIssuedGiftCards(
  tx: DbOrTx,
  cards: { voucherId: number; userId: number; clubId: number; amount: number }[],
  at: Date,
) {
  if (cards.length === 0) return;
  const rows = cards.map((card) => ({
    voucher_id: card.voucherId,
    user_id: card.userId,
    club_id: card.clubId,
    amount: card.amount,
  }));
  await tx.execute(sql`
    with card as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
        as c(voucher_id bigint, user_id int, club_id int, amount int)
    ), opened as (
      insert into ${giftCardAccounts} (voucher_id, club_id, credit, balance)
      select voucher_id, club_id, amount, amount from card
      returning voucher_id, club_id, balance
    )
    insert into wallet_ledger (user_id, club_id, kind, amount, reason, voucher_id, balance_after, at)
    select card.user_id, opened.club_id, 'gift_card', opened.balance, 'issued', opened.voucher_id,
           opened.balance, ${at.toISOString()}::timestamptz
    from opened join card on card.voucher_id = opened.voucher_id`);
}

/**
 * Gives back what a desk redemption took from a gift card (its undo): one reversing 'refund' entry
 * of the debit linked to the redemption. Answers the remaining value, or null when the redemption
 * took nothing from a gift card.
 */
export async function reverseGiftCardRedemption(tx: DbOrTx, redemptionId: number, at: Date) {
  const result = await tx.execute(sql`
    select voucher_id, user_id, amount from wallet_ledger
    where redemption_id = ${redemptionId}::bigint and reason = 'spent' and kind = 'gift_card'`);
  const [debit] = rowsOf<{ voucher_id: number | string; user_id: number; amount: number }>(result);
  if (!debit) return null;
  return moveGiftCard(tx, {
    voucherId: Number(debit.voucher_id),
    userId: Number(debit.user_id),
    amount: -Number(debit.amount),
    reason: 'refund',
    redemptionId,
    at,
  });
}

/**
 * The gift cards a golfer holds with their remaining value, optionally only those of one club (the
 * portal: a club sees its own cards' credit, never another club's). The wallet and the portal read
 * this one function.
 */
export async function giftCardBalances(db: DbOrTx, userId: number, now: Date, clubId?: number) {
  return db
    .select({
      voucherId: giftCardAccounts.voucherId,
      clubId: giftCardAccounts.clubId,
      clubName: clubs.name,
      remaining: giftCardAccounts.balance,
    })
    .from(giftCardAccounts)
    .innerJoin(vouchers, eq(vouchers.id, giftCardAccounts.voucherId))
    .innerJoin(clubs, eq(clubs.id, giftCardAccounts.clubId))
    .where(
      and(
        eq(vouchers.userId, userId),
        eq(vouchers.active, true),
        gt(vouchers.validTo, now),
        clubId === undefined ? undefined : eq(giftCardAccounts.clubId, clubId),
      ),
    );
}

/**
 * The same balances as SQL, for a read that must stay one statement (the desk's look-up, one round
 * trip: desk-statements.test.ts): what the golfer can spend of ball money at a club (balance − held,
 * as availableBalance), the credit left on the gift cards of a club the golfer holds (as
 * giftCardBalances), and what is left on one gift card (as giftCardRemaining; null without an account).
 */
export const balanceSql = {
  ballMoney: (userId: SQL, clubId: SQL) =>
    sql`(select coalesce(sum(b.balance - b.held), 0)::int from wallet_balances b
         where b.user_id = ${userId} and b.kind = 'ball_money' and b.club_id = ${clubId})`,
  giftCardCredit: (userId: SQL, clubId: SQL, now: SQL) =>
    sql`(select coalesce(sum(a.balance), 0)::int from gift_card_accounts a join vouchers gv on gv.id = a.voucher_id
         where gv.user_id = ${userId} and a.club_id = ${clubId} and gv.active and gv.valid_to > ${now})`,
  giftCardRemaining: (voucherId: SQL) =>
    sql`(select a.balance from gift_card_accounts a where a.voucher_id = ${voucherId})`,
};
