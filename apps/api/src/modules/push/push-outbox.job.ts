import { pushKeysFor } from '../../adapters/push/web-push';
import { defineJob } from '../../jobs/job';
import { CLAIM_LEASE_MS, deliverDuePushes } from './push-worker';

/**
 * Sends due Web Push messages from the outbox every 2 seconds when VAPID keys are set; with the
 * development keys the pushes stay in the outbox (the dev mailbox shows them) and the job is off.
 */
export const pushOutboxJob = defineJob({
  name: 'push-outbox',
  everySeconds: 2,
  // Each push is claimed, so instances may send at once and share a backlog.
  shareBacklog: true,
  timeoutSeconds: (2 * CLAIM_LEASE_MS) / 1000,
  off: (deps) =>
    pushKeysFor(deps.config).delivery === 'web-push'
      ? undefined
      : 'VAPID keys are not set: pushes stay in the outbox',
  run: (deps) => deliverDuePushes(deps),
});
