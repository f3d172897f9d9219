import { type PushKeys, PushRefused, pushKeysFor, sendPush } from '../../adapters/push/web-push';
import type { Deps } from '../../deps';
import {
  claimDueMessages,
  markMessageAttemptFailed,
  markMessageSent,
  recordFailedAttempt,
} from '../outbox/outbox-worker';
import { deleteSubscription, findSubscription } from './push.repository';
import { SHARED_WEB_PATHS } from '@golfwallet/core/web/paths';

export const PUSH_MAX_ATTEMPTS = 8;
const BATCH_SIZE = 50;
export const CLAIM_LEASE_MS = 60_000;
/** Where a tap on a push takes the golfer: the app's inbox. */
export const PUSH_OPENS = SHARED_WEB_PATHS.appNotifications;

export interface PushDelivery {
  sent: number;
  retried: number;
  gone: number;
  failed: number;
}

/**
 * Sends due 'push' outbox rows to their devices' push services. Each row is claimed first (a
 * lease), so two workers never push twice. A device the push service calls gone (404/410) is
 * forgotten with its pending pushes; other refusals fail the row; network trouble is retried with
 * back-off until PUSH_MAX_ATTEMPTS. With the development keys nothing is sent: rows stay pending
 * in the outbox, where the development mailbox shows them.
 */
export async function deliverDuePushes(
  deps: Deps,
  send: typeof sendPush = sendPush,
  keys: PushKeys = pushKeysFor(deps.config),
): Promise<PushDelivery> {
  const result: PushDelivery = { sent: 0, retried: 0, gone: 0, failed: 0 };
  if (keys.delivery !== 'web-push') return result;
  const now = deps.now();
  const rows = await claimDueMessages(deps.db, {
    channels: ['push'],
    now,
    leaseUntil: new Date(now.getTime() + CLAIM_LEASE_MS),
    limit: BATCH_SIZE,
  });
  for (const row of rows) {
    const device = row.pushSubscriptionId
      ? await findSubscription(deps.db, row.pushSubscriptionId)
      : undefined;
    if (!device) {
      await markMessageAttemptFailed(deps.db, row.id, {
        error: 'no device',
        nextAttemptAt: now,
        final: true,
      });
      result.failed += 1;
      continue;
    }
    try {
      await send(keys, device, {
        title: row.subject,
        body: row.text,
        url: PUSH_OPENS,
        tag: row.template,
      });
      await markMessageSent(deps.db, row.id, deps.now());
      result.sent += 1;
    } catch (error) {
      if (error instanceof PushRefused && error.gone) {
        await deleteSubscription(deps.db, device.id);
        result.gone += 1;
        continue;
      }
      const outcome = await recordFailedAttempt(deps, row, error, {
        permanent: error instanceof PushRefused && error.permanent,
        maxAttempts: PUSH_MAX_ATTEMPTS,
      });
      result[outcome] += 1;
    }
  }
  return result;
}
