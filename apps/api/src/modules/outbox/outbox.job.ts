import { smsAdapterFor } from '../../adapters/sms/select-sms';
import type { Config } from '../../config';
import { defineJob } from '../../jobs/job';
import { outboxNotice } from '../mail/dev-mailbox-access';
import { CLAIM_LEASE_MS, deliverDue } from './outbox-worker';

/** One line for each channel whose messages stay in the outbox on this instance. */
function idleChannels(config: Config): string[] {
  return [
    ...(config.SMTP_URL ? [] : [outboxNotice(config)]),
    ...(smsAdapterFor(config).deliver ? [] : ['SMS_GATEWAY_URL is not set: SMS stay in the outbox']),
  ];
}

/**
 * Delivers due mail and SMS from the outbox every 2 seconds (outbox-worker.ts). Each message is
 * claimed before it is sent, so runs on several instances at once never send one twice. Mail goes
 * while SMTP_URL is set, SMS while SMS_GATEWAY_URL is; a channel without its setting leaves its
 * messages in the outbox, where the development mailbox (/dev/mail) shows them, and one start-up
 * line says so (with who can read the mailbox). With neither, the job is off.
 */
export const outboxJob = defineJob({
  name: 'outbox',
  everySeconds: 2,
  // Each message is claimed, so instances may send at once and share a backlog.
  shareBacklog: true,
  timeoutSeconds: CLAIM_LEASE_MS / 1000,
  off: (deps) => {
    const idle = idleChannels(deps.config);
    return idle.length === 2 ? idle.join('; ') : undefined;
  },
  notes: (deps) => idleChannels(deps.config),
  run: (deps) => deliverDue(deps),
});
