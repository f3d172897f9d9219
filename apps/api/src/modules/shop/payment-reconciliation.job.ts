import { defineJob } from '../../jobs/job';
import { reconcilePayments } from './reconcile';

/**
 * Repairs payments a crash or a lost answer left open (reconcile.ts): as soon as an instance starts
 * and then every RECONCILE_INTERVAL_SECONDS. Fulfilment and release are conditional updates, so a
 * run that overlaps a checkout still issues each order's vouchers once.
 */
export const paymentReconciliationJob = defineJob({
  name: 'payment-reconciliation',
  everySeconds: (deps) => deps.config.RECONCILE_INTERVAL_SECONDS,
  runAtStart: true,
  timeoutSeconds: 600,
  run: (deps) => reconcilePayments(deps),
});
