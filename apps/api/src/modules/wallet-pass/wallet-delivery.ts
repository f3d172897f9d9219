import { ApnsRefused } from '../../adapters/wallet/apns';
import { type WalletSenders, walletSendersFor } from '../../adapters/wallet/select-wallet';
import type { Deps } from '../../deps';
import { googleObjectId, googleObjectState } from './google-pass';
import { findPassWithVoucher, markNotification, pendingNotifications } from './wallet-pass.repository';

const BATCH_SIZE = 100;
const MAX_ATTEMPTS = 8;

export interface WalletDelivery {
  sent: number;
  failed: number;
  /** Left pending: their kind has no client configured (the development sink). */
  kept: number;
}

/**
 * Sends the pending wallet notifications whose client is configured: an empty APNs push to each
 * registered device, and the Google object's current state (computed now, so a late retry sends
 * the latest). A device APNs calls gone is failed at once; other errors are retried on the next
 * run up to MAX_ATTEMPTS. Without a client, rows stay pending: the sink.
 */
export async function deliverWalletNotifications(
  deps: Deps,
  senders: WalletSenders = walletSendersFor(deps.config),
): Promise<WalletDelivery> {
  const result: WalletDelivery = { sent: 0, failed: 0, kept: 0 };
  for (const row of await pendingNotifications(deps.db, BATCH_SIZE)) {
    try {
      if (row.kind === 'apns') {
        if (!senders.apns) {
          result.kept += 1;
          continue;
        }
        await senders.apns.notify(row.target);
      } else {
        const found = senders.google ? await findPassWithVoucher(deps.db, row.serialNumber) : undefined;
        if (!senders.google || !found) {
          result.kept += 1;
          continue;
        }
        const subject = { ...found, passUserId: found.pass.userId };
        await senders.google.setObjectState(
          googleObjectId(deps.config.GOOGLE_WALLET_ISSUER_ID, row.serialNumber),
          googleObjectState(subject, deps.now()),
        );
      }
      await markNotification(deps.db, row.id, { status: 'sent', at: deps.now() });
      result.sent += 1;
    } catch (error) {
      const final = (error instanceof ApnsRefused && error.gone) || row.attempts + 1 >= MAX_ATTEMPTS;
      await markNotification(deps.db, row.id, {
        status: final ? 'failed' : 'pending',
        error: error instanceof Error ? error.message : String(error),
        at: deps.now(),
      });
      deps.log.warn({ notification: row.id, kind: row.kind, final }, 'wallet notification failed');
      if (final) result.failed += 1;
    }
  }
  return result;
}
