import type { Deps } from '../../deps';
import {
  claimDueMessages,
  markMessageAttemptFailed,
  markMessageSent,
} from '../../modules/outbox/outbox.repository';
import { retryDelayMs } from '../../modules/outbox/retry-delay';
import type { SmsAdapter } from './sms';

export const SMS_MAX_ATTEMPTS = 8;
const BATCH_SIZE = 20;
/** How long a claimed SMS is held before another run may try it (a crashed sender). */
export const CLAIM_LEASE_MS = 60_000;

/**
 * Hands due 'sms' outbox rows to the gateway. Each row is claimed first (a lease on its next
 * attempt), so two workers never send the same SMS. A sent row becomes 'sent'; a failure is
 * retried with the outbox's back-off (retry-delay.ts) and marked 'failed' after SMS_MAX_ATTEMPTS. With the
 * simulator (no delivery) rows stay pending in the outbox. Answers how many were sent.
 */
export async function deliverDueSms(deps: Deps, adapter: SmsAdapter): Promise<number> {
  const deliver = adapter.deliver;
  if (!deliver) return 0;
  const now = deps.now();
  const rows = await claimDueMessages(deps.db, {
    channel: 'sms',
    now,
    leaseUntil: new Date(now.getTime() + CLAIM_LEASE_MS),
    limit: BATCH_SIZE,
  });
  let sent = 0;
  for (const row of rows) {
    try {
      await deliver({ to: row.recipient, text: row.text });
      await markMessageSent(deps.db, row.id, deps.now());
      sent += 1;
    } catch (error) {
      const attempts = row.attempts + 1;
      const message = error instanceof Error ? error.message : 'unknown error';
      await markMessageAttemptFailed(deps.db, row.id, {
        error: message,
        nextAttemptAt: new Date(deps.now().getTime() + retryDelayMs(attempts)),
        final: attempts >= SMS_MAX_ATTEMPTS,
      });
      // The id and the error only: the text holds the transfer link.
      deps.log.warn({ outboxId: row.id, attempts, err: message }, 'sms delivery failed');
    }
  }
  return sent;
}
