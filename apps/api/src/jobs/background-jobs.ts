import { outboxJob } from '../modules/outbox/outbox.job';
import { bulkIssueJob } from '../modules/partner/bulk-issue.job';
import { clubFiguresJob } from '../modules/partner/club-figures.job';
import { expiringNoticesJob } from '../modules/notifications/expiring-notices.job';
import { dispenseTimeoutJob } from '../modules/range/dispense-timeout.job';
import { dataExportJob, inactiveAccountsJob } from '../modules/privacy/privacy.jobs';
import { pushOutboxJob } from '../modules/push/push-outbox.job';
import { paymentReconciliationJob } from '../modules/shop/payment-reconciliation.job';
import { receiptRenderJob } from '../modules/shop/receipt-render.job';
import { redemptionKeysJob } from '../modules/redemption/redemption-keys.job';
import { transferExpiryJob } from '../modules/transfer/transfer-expiry.job';
import { walletNotificationsJob } from '../modules/wallet-pass/wallet-notifications.job';
import { walletPassExpiryJob } from '../modules/wallet-pass/wallet-pass-expiry.job';
import type { JobDefinition } from './job';

/**
 * Every background job of the API, each defined beside the module whose work it does (a sweep is
 * one `scheduledJob(name, everySeconds, run)` from ./job). To add one, append it here. server.ts
 * starts them on the queue (PostgreSQL) or in the process (PGlite).
 */
export const backgroundJobs: readonly JobDefinition[] = [
  receiptRenderJob,
  outboxJob,
  pushOutboxJob,
  transferExpiryJob,
  paymentReconciliationJob,
  dispenseTimeoutJob,
  expiringNoticesJob,
  dataExportJob,
  inactiveAccountsJob,
  redemptionKeysJob,
  walletNotificationsJob,
  walletPassExpiryJob,
  bulkIssueJob,
  clubFiguresJob,
];
