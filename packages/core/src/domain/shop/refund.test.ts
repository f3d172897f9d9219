import { describe, expect, it } from 'vitest';
import { refundParts } from './refund';

describe('refundParts', () => {
  it('refunds a card payment to the card', () => {
    expect(refundParts({ cardMinor: 30_000, ballMoneyMinor: 0, pointsMinor: 0 })).toEqual([
      { to: 'card', minor: 30_000 },
    ]);
  });

  it('gives ball money back as ball money, never to a card', () => {
    expect(refundParts({ cardMinor: 0, ballMoneyMinor: 45_000, pointsMinor: 0 })).toEqual([
      { to: 'ball_money', minor: 45_000 },
    ]);
  });

  it('splits a mixed payment back the way it came', () => {
    expect(refundParts({ cardMinor: 10_000, ballMoneyMinor: 5_000, pointsMinor: 500 })).toEqual([
      { to: 'card', minor: 10_000 },
      { to: 'ball_money', minor: 5_000 },
      { to: 'points', minor: 500 },
    ]);
  });
});
