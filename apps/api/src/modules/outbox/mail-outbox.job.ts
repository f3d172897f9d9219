import { defineJob } from '../../jobs/job';
import { outboxNotice } from '../mail/dev-mailbox-access';
import { CLAIM_LEASE_MS, deliverDue } from './mail-worker';

/**
 * Delivers due e-mails from the outbox every 2 seconds while SMTP_URL is set. Each message is
 * claimed before it is sent, so runs on several instances at once never send one twice. Without SMTP_URL
 * mail stays in the outbox, where the development mailbox (/dev/mail) shows it, and one log line
 * says who can read it.
 */
export const mailOutboxJob = defineJob({
  name: 'mail-outbox',
  everySeconds: 2,
  // Each message is claimed, so instances may send at once and share a backlog.
  shareBacklog: true,
  timeoutSeconds: CLAIM_LEASE_MS / 1000,
  off: (deps) => (deps.config.SMTP_URL ? undefined : outboxNotice(deps.config)),
  run: (deps) => deliverDue(deps),
});
