import { withTimeout } from '../../adapters/acquirer/acquirer';
import { acquirerFor } from '../../adapters/acquirer/select-acquirer';
import type { Deps } from '../../deps';
import { findOpenPayments } from './checkout.repository';
import { fulfilOrder, releaseOrder } from './fulfil';
import { refundPayment } from './orders.service';

/** A payment younger than this may still be in its checkout request: left alone. */
export const RECONCILE_GRACE_MS = 60_000;
/** A 3-D Secure challenge nobody finished within this is given up (stock and balances released). */
export const CHALLENGE_ABANDON_MS = 30 * 60_000;

export interface ReconcileResult {
  fulfilled: number;
  released: number;
  refunded: number;
}

const DECLINE_CODES = {
  declined: 'CARD_DECLINED',
  insufficient_funds: 'CARD_INSUFFICIENT_FUNDS',
  expired: 'CARD_EXPIRED',
  authentication_failed: 'CARD_AUTHENTICATION_FAILED',
} as const;

/**
 * Repairs payments left open by a crash or a lost answer: asks the acquirer about each; captured
 * → the order is fulfilled (vouchers issued) exactly once; declined, or never charged, or a
 * challenge abandoned → the reservation is released; refund_pending → the refund is repeated.
 * Run by the payment-reconciliation job at start-up and on its schedule.
 */
export async function reconcilePayments(deps: Deps): Promise<ReconcileResult> {
  const now = deps.now();
  const result: ReconcileResult = { fulfilled: 0, released: 0, refunded: 0 };
  const acquirer = acquirerFor(deps);
  for (const payment of await findOpenPayments(deps.db, new Date(now.getTime() - RECONCILE_GRACE_MS))) {
    if (payment.status === 'refund_pending') {
      await refundPayment(deps, payment.id, payment.acquirerRef, payment.refundMinor ?? payment.amountMinor);
      result.refunded += 1;
      continue;
    }
    const charge = await withTimeout(acquirer.lookup(`pay_${payment.id}`), deps.config.ACQUIRER_TIMEOUT_MS);
    if (charge?.status === 'captured') {
      const card =
        payment.saveCard && payment.cardToken
          ? await withTimeout(acquirer.card(payment.cardToken), deps.config.ACQUIRER_TIMEOUT_MS).catch(
              () => null,
            )
          : null;
      if (await fulfilOrder(deps, payment.orderId, { ref: charge.ref, card })) result.fulfilled += 1;
    } else if (charge?.status === 'declined') {
      if (await releaseOrder(deps, payment.orderId, DECLINE_CODES[charge.reason])) result.released += 1;
    } else if (!charge || now.getTime() - payment.updatedAt.getTime() > CHALLENGE_ABANDON_MS) {
      if (
        await releaseOrder(deps, payment.orderId, charge ? 'CARD_AUTHENTICATION_FAILED' : 'PAYMENT_NETWORK')
      )
        result.released += 1;
    }
  }
  if (result.fulfilled + result.released + result.refunded > 0) deps.log.info(result, 'payments reconciled');
  return result;
}
