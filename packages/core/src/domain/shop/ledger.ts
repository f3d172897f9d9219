import { pointsEarned } from './money';

/** Why a ledger entry moved value; the wallet shows each in the golfer's language. */
export const LEDGER_REASONS = [
  'purchase',
  'spent',
  'top_up',
  'bonus',
  'refund',
  'earned',
  'withdrawal',
  'range_dispense',
  'range_release',
  'correction',
  /** A gift card the club issued in the portal: its value credited to the card. */
  'issued',
] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];

export interface WithdrawalFacts {
  /** The order's total and how it was paid (minor units; card + ball money = total here). */
  totalMinor: number;
  cardMinor: number;
  ballMoneyMinor: number;
  /** What the order's ball-money top-up lines cost, and the ball money they credited (with bonus). */
  topUpPaidMinor: number;
  topUpCreditMinor: number;
  /** The golfer's ball money at the club that can still be taken back (available, not held). */
  ballMoneyAvailableMinor: number;
  /** Points the order earned (its 'earned' entries) and the golfer's available points now. */
  pointsEarned: number;
  pointsAvailable: number;
  /**
   * The order's gift cards (multi-purpose vouchers with a ledger account): what each cost, what its
   * sale credited (its value) and what is left on it now.
   */
  giftCards?: readonly { paidMinor: number; creditMinor: number; remainingMinor: number }[];
}

export interface WithdrawalRefund {
  /**
   * Nothing is left to withdraw: the order's top-up is spent and it holds nothing else (the 14-day
   * right ends once the product is used). A free order (total 0) is not used by this rule.
   */
  used: boolean;
  /** Ball money taken back from the golfer: the unspent part of the top-up. */
  ballMoneyTakenBackMinor: number;
  /** What the withdrawal gives back, before points are netted. */
  refundValueMinor: number;
  /** Of that, what the top-up lines are credited (all they cost when none of it was spent). */
  topUpRefundMinor: number;
  /** The value left on the order's gift cards, taken back, and what of their price that refunds. */
  giftCardTakenBackMinor: number;
  giftCardRefundMinor: number;
  /** Paid back to the card, and back to ball money (for what was paid with ball money). */
  cardRefundMinor: number;
  ballMoneyBackMinor: number;
  /** Points the withdrawal takes back, and those already spent, netted from the refund instead. */
  pointsReversed: number;
  pointsNetted: number;
}

/**
 * What a withdrawal refunds (terms §1: the 14-day right ends once the product is used; a top-up
 * is used as far as its ball money is spent, a gift card as far as its value is):
 *  - the top-up's unspent part is taken back (at most what it credited, at most what is left), and
 *    paid back in proportion to what was paid for it: paid × unspent / credited, rounded down;
 *  - each gift card likewise: what is left on it is taken back and refunded as paid × left / value,
 *    rounded down (a card spent in full refunds nothing);
 *  - the order's other lines (vouchers, checked unused by the caller) are paid back in full;
 *  - the refund goes back the way the order was paid: ball money in proportion (rounded down), the
 *    rest to the card (never more than the card paid);
 *  - the points the card payment earned are reversed down to what the card payment still earns;
 *    points already spent cannot be taken back, so they are netted from the refund at the rate
 *    points pay (1 point = 1 minor unit), card first, then ball money.
 * Invariants: every amount ≥ 0; cardRefund ≤ card; ballMoneyBack ≤ ballMoney;
 * cardRefund + ballMoneyBack + pointsNetted = refundValue (while the refund covers the netting);
 * ballMoneyTakenBack ≤ min(topUpCredit, ballMoneyAvailable); pointsReversed ≤ pointsAvailable;
 * giftCardRefund ≤ what the gift cards cost.
 */
export function withdrawalRefund(facts: WithdrawalFacts): WithdrawalRefund {
  const credit = Math.max(0, facts.topUpCreditMinor);
  const takenBack = Math.max(0, Math.min(credit, facts.ballMoneyAvailableMinor));
  const topUpPart = credit === 0 ? 0 : Math.floor((facts.topUpPaidMinor * takenBack) / credit);
  const cards = facts.giftCards ?? [];
  let giftPaid = 0;
  let giftTakenBack = 0;
  let giftPart = 0;
  for (const card of cards) {
    const left = Math.max(0, Math.min(card.remainingMinor, card.creditMinor));
    giftPaid += card.paidMinor;
    giftTakenBack += Math.max(0, card.remainingMinor);
    giftPart += card.creditMinor <= 0 ? 0 : Math.floor((card.paidMinor * left) / card.creditMinor);
  }
  const otherLines = Math.max(0, facts.totalMinor - facts.topUpPaidMinor - giftPaid);
  const refundValue = otherLines + topUpPart + giftPart;
  let ballMoneyBack =
    facts.totalMinor === 0 ? 0 : Math.floor((facts.ballMoneyMinor * refundValue) / facts.totalMinor);
  let cardRefund = Math.min(facts.cardMinor, refundValue - ballMoneyBack);
  const entitled = pointsEarned(facts.cardMinor - cardRefund);
  const reverse = Math.max(0, facts.pointsEarned - entitled);
  const pointsReversed = Math.min(reverse, Math.max(0, facts.pointsAvailable));
  let netted = reverse - pointsReversed;
  const fromCard = Math.min(netted, cardRefund);
  cardRefund -= fromCard;
  const fromBall = Math.min(netted - fromCard, ballMoneyBack);
  ballMoneyBack -= fromBall;
  netted = fromCard + fromBall;
  const valued = credit > 0 || cards.length > 0;
  return {
    used: valued && takenBack === 0 && giftTakenBack === 0 && otherLines === 0,
    ballMoneyTakenBackMinor: takenBack,
    refundValueMinor: refundValue,
    topUpRefundMinor: topUpPart,
    giftCardTakenBackMinor: giftTakenBack,
    giftCardRefundMinor: giftPart,
    cardRefundMinor: cardRefund,
    ballMoneyBackMinor: ballMoneyBack,
    pointsReversed,
    pointsNetted: netted,
  };
}
