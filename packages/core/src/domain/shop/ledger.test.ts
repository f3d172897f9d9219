import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type WithdrawalFacts, withdrawalRefund } from './ledger';
import { pointsEarned } from './money';

const base: WithdrawalFacts = {
  totalMinor: 30_000,
  cardMinor: 30_000,
  ballMoneyMinor: 0,
  topUpPaidMinor: 0,
  topUpCreditMinor: 0,
  ballMoneyAvailableMinor: 0,
  pointsEarned: 300,
  pointsAvailable: 300,
};

describe('withdrawalRefund', () => {
  it('an unused purchase: everything back to the card, the points taken back', () => {
    expect(withdrawalRefund(base)).toEqual({
      used: false,
      ballMoneyTakenBackMinor: 0,
      refundValueMinor: 30_000,
      topUpRefundMinor: 0,
      giftCardTakenBackMinor: 0,
      giftCardRefundMinor: 0,
      cardRefundMinor: 30_000,
      ballMoneyBackMinor: 0,
      pointsReversed: 300,
      pointsNetted: 0,
    });
  });

  it('a top-up partly spent: its unspent part, in proportion to what was paid', () => {
    const refund = withdrawalRefund({
      ...base,
      totalMinor: 50_000,
      cardMinor: 50_000,
      topUpPaidMinor: 50_000,
      topUpCreditMinor: 60_000,
      ballMoneyAvailableMinor: 5_000,
      pointsEarned: 500,
      pointsAvailable: 500,
    });
    expect(refund).toMatchObject({
      used: false,
      ballMoneyTakenBackMinor: 5_000,
      topUpRefundMinor: 4_166,
      cardRefundMinor: 4_166,
      pointsReversed: 500 - pointsEarned(50_000 - 4_166),
    });
  });

  it('a top-up all spent and nothing else: used', () => {
    const refund = withdrawalRefund({
      ...base,
      totalMinor: 50_000,
      cardMinor: 50_000,
      topUpPaidMinor: 50_000,
      topUpCreditMinor: 60_000,
      ballMoneyAvailableMinor: 0,
    });
    expect(refund.used).toBe(true);
    expect(refund.refundValueMinor).toBe(0);
  });

  it('a gift card partly used: what is left on it is taken back and refunded in proportion', () => {
    const refund = withdrawalRefund({
      ...base,
      totalMinor: 45_000,
      cardMinor: 45_000,
      pointsEarned: 450,
      pointsAvailable: 450,
      giftCards: [{ paidMinor: 45_000, creditMinor: 50_000, remainingMinor: 20_000 }],
    });
    expect(refund).toMatchObject({
      used: false,
      giftCardTakenBackMinor: 20_000,
      giftCardRefundMinor: 18_000,
      refundValueMinor: 18_000,
      cardRefundMinor: 18_000,
    });
  });

  it('a gift card used in full and nothing else: used, nothing refunded', () => {
    const refund = withdrawalRefund({
      ...base,
      giftCards: [{ paidMinor: 30_000, creditMinor: 30_000, remainingMinor: 0 }],
    });
    expect(refund.used).toBe(true);
    expect(refund.refundValueMinor).toBe(0);
  });

  it('a gift card beside a green fee: the fee in full, the card for what is left', () => {
    const refund = withdrawalRefund({
      ...base,
      totalMinor: 80_000,
      cardMinor: 80_000,
      pointsEarned: 0,
      pointsAvailable: 0,
      giftCards: [{ paidMinor: 50_000, creditMinor: 50_000, remainingMinor: 10_000 }],
    });
    expect(refund).toMatchObject({ used: false, refundValueMinor: 40_000, cardRefundMinor: 40_000 });
  });

  it('a free order is not used', () => {
    expect(withdrawalRefund({ ...base, totalMinor: 0, cardMinor: 0, pointsEarned: 0 }).used).toBe(false);
  });

  it('ball money paid goes back to ball money', () => {
    const refund = withdrawalRefund({
      ...base,
      cardMinor: 20_000,
      ballMoneyMinor: 10_000,
      pointsEarned: 200,
    });
    expect(refund).toMatchObject({
      cardRefundMinor: 20_000,
      ballMoneyBackMinor: 10_000,
      pointsReversed: 200,
    });
  });

  it('points already spent are netted from the card, then from ball money', () => {
    expect(withdrawalRefund({ ...base, pointsAvailable: 7 })).toMatchObject({
      pointsReversed: 7,
      pointsNetted: 293,
      cardRefundMinor: 30_000 - 293,
    });
    expect(
      withdrawalRefund({
        ...base,
        totalMinor: 300,
        cardMinor: 100,
        ballMoneyMinor: 200,
        pointsEarned: 500,
        pointsAvailable: 0,
      }),
    ).toMatchObject({ cardRefundMinor: 0, ballMoneyBackMinor: 0, pointsNetted: 300 });
  });

  it('keeps its invariants for any order', () => {
    const facts = fc
      .record({
        card: fc.integer({ min: 0, max: 1_000_000 }),
        ball: fc.integer({ min: 0, max: 1_000_000 }),
        topUpShare: fc.double({ min: 0, max: 1, noNaN: true }),
        bonus: fc.integer({ min: 0, max: 200_000 }),
        available: fc.integer({ min: 0, max: 2_000_000 }),
        pointsAvailable: fc.integer({ min: 0, max: 20_000 }),
      })
      .map(({ card, ball, topUpShare, bonus, available, pointsAvailable }) => {
        const total = card + ball;
        const topUpPaid = Math.floor(total * topUpShare);
        return {
          totalMinor: total,
          cardMinor: card,
          ballMoneyMinor: ball,
          topUpPaidMinor: topUpPaid,
          topUpCreditMinor: topUpPaid === 0 ? 0 : topUpPaid + bonus,
          ballMoneyAvailableMinor: available,
          pointsEarned: pointsEarned(card),
          pointsAvailable,
        } satisfies WithdrawalFacts;
      });
    fc.assert(
      fc.property(facts, (f) => {
        const r = withdrawalRefund(f);
        for (const value of Object.values(r))
          if (typeof value === 'number') expect(value).toBeGreaterThanOrEqual(0);
        expect(r.cardRefundMinor).toBeLessThanOrEqual(f.cardMinor);
        expect(r.ballMoneyBackMinor).toBeLessThanOrEqual(f.ballMoneyMinor);
        expect(r.ballMoneyTakenBackMinor).toBeLessThanOrEqual(
          Math.min(f.topUpCreditMinor, f.ballMoneyAvailableMinor),
        );
        expect(r.pointsReversed).toBeLessThanOrEqual(f.pointsAvailable);
        // Never more back than the unspent part of the top-up and the other lines.
        expect(r.cardRefundMinor + r.ballMoneyBackMinor).toBeLessThanOrEqual(r.refundValueMinor);
        expect(r.cardRefundMinor + r.ballMoneyBackMinor + r.pointsNetted).toBeLessThanOrEqual(
          r.refundValueMinor,
        );
        // Never more points reversed or netted than the order earned.
        expect(r.pointsReversed + r.pointsNetted).toBeLessThanOrEqual(f.pointsEarned);
      }),
    );
  });
});
