/** Where a withdrawn order's money goes back: the way it came. */
export type RefundDestination = 'card' | 'ball_money' | 'points';

export interface RefundPart {
  to: RefundDestination;
  minor: number;
}

/**
 * The parts of a full withdrawal's refund, each back where it was paid from: the card part to the
 * card, the ball money to the golfer's ball money, points to their points. Only parts with money,
 * card first. An order paid with ball money is never said to be refunded to a card.
 */
export function refundParts(paid: {
  cardMinor: number;
  ballMoneyMinor: number;
  pointsMinor: number;
}): RefundPart[] {
  const parts: RefundPart[] = [
    { to: 'card', minor: paid.cardMinor },
    { to: 'ball_money', minor: paid.ballMoneyMinor },
    { to: 'points', minor: paid.pointsMinor },
  ];
  return parts.filter((part) => part.minor > 0);
}
