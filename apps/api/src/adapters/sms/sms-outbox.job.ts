import { defineJob } from '../../jobs/job';
import { CLAIM_LEASE_MS, deliverDueSms } from './deliver-sms';
import { smsAdapterFor } from './select-sms';

/**
 * Hands due SMS from the outbox to the gateway every 5 seconds when SMS_GATEWAY_URL is set; with
 * the simulator the messages stay in the development outbox and the job is off.
 */
export const smsOutboxJob = defineJob({
  name: 'sms-outbox',
  everySeconds: 5,
  // Each SMS is claimed, so instances may send at once and share a backlog.
  shareBacklog: true,
  timeoutSeconds: (2 * CLAIM_LEASE_MS) / 1000,
  off: (deps) =>
    smsAdapterFor(deps.config).deliver ? undefined : 'SMS_GATEWAY_URL is not set: SMS stay in the outbox',
  run: (deps) => deliverDueSms(deps, smsAdapterFor(deps.config)),
});
