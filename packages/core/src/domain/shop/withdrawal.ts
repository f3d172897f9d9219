/** The right of withdrawal (§1, §9): 14 days, only while the digital product is unused. */
export const WITHDRAWAL_DAYS = 14;

export type WithdrawalRefusal =
  | 'ORDER_NOT_PAID'
  | 'WITHDRAWAL_PERIOD_OVER'
  | 'WITHDRAWAL_POINTS_PURCHASE'
  | 'WITHDRAWAL_PRODUCT_USED';

export interface WithdrawableOrder {
  status: string;
  paidAt: Date | null;
  pointsMinor: number;
  /** Every voucher of the order still unused and held by the buyer; any ball money still unspent. */
  unused: boolean;
}

/**
 * Why an order cannot be withdrawn, or null when it can: it must be paid, within 14 days of
 * payment (the 14th day counts), not bought (even partly) with points, and unused.
 */
export function withdrawalRefusal(order: WithdrawableOrder, now: Date): WithdrawalRefusal | null {
  if (order.status !== 'paid' || !order.paidAt) return 'ORDER_NOT_PAID';
  if (order.pointsMinor > 0) return 'WITHDRAWAL_POINTS_PURCHASE';
  if (now.getTime() - order.paidAt.getTime() > WITHDRAWAL_DAYS * 86_400_000) return 'WITHDRAWAL_PERIOD_OVER';
  if (!order.unused) return 'WITHDRAWAL_PRODUCT_USED';
  return null;
}
