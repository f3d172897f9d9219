import { defineJob } from '../../jobs/job';
import { CLAIM_LEASE_MS } from '../outbox/outbox-worker';
import { renderDueReceipts } from './receipt-render';

/**
 * Renders due receipt mails every 2 seconds, with or without SMTP (the development mailbox shows
 * them too); the outbox job sends them once rendered.
 */
export const receiptRenderJob = defineJob({
  name: 'shop-receipts',
  everySeconds: 2,
  shareBacklog: true,
  timeoutSeconds: CLAIM_LEASE_MS / 1000,
  run: (deps) => renderDueReceipts(deps),
});
