import type { Transporter } from 'nodemailer';
import { smsAdapterFor } from '../../adapters/sms/select-sms';
import type { SmsAdapter } from '../../adapters/sms/sms';
import type { Deps } from '../../deps';
import { createMailTransport, mailChannel } from './mail-channel';
import {
  claimDueMessages,
  markMessageAttemptFailed,
  markMessageSent,
  type OutboxRow,
} from './outbox.repository';
import { OUTBOX_MAX_ATTEMPTS, retryDelayMs } from './retry-delay';

/** How long a claimed message is held before another worker may try it (a crashed sender). */
export const CLAIM_LEASE_MS = 5 * 60_000;
const BATCH_SIZE = 20;
const MAX_BATCHES_PER_RUN = 10;

/** How one channel of the outbox sends a message: the only part of delivery that differs. */
export interface OutboxChannel {
  /** Sends the claimed row; throws when it did not go. */
  send(row: OutboxRow): Promise<void>;
  /** A failure that retrying cannot mend: the row is given up at once. */
  isPermanent(error: unknown): boolean;
}

export interface DeliveryResult {
  sent: number;
  retried: number;
  failed: number;
}

/** What a run sends with instead of what the configuration picks (tests): an SMTP transport, an SMS adapter. */
export interface ChannelOverrides {
  transport?: Pick<Transporter, 'sendMail'>;
  sms?: SmsAdapter;
}

/** What a failed attempt is logged with besides the row's id: the channel, or the order of a receipt. */
type AttemptContext = { channel: OutboxRow['channel'] } | { orderId: number };

/**
 * Records a failed attempt on a claimed row, for everything that works the outbox (this loop, the
 * push worker, the receipt render): pending again after the outbox's back-off (retry-delay.ts), or
 * given up when the failure is permanent or the row is out of attempts. Logs the id and the error
 * only: the text holds single-use keys and transfer links.
 */
export async function recordFailedAttempt(
  deps: Deps,
  row: { id: number; attempts: number } & AttemptContext,
  error: unknown,
  limits: { permanent: boolean; maxAttempts: number },
): Promise<'failed' | 'retried'> {
  const attempts = row.attempts + 1;
  const final = limits.permanent || attempts >= limits.maxAttempts;
  const message = error instanceof Error ? error.message : String(error);
  await markMessageAttemptFailed(deps.db, row.id, {
    error: message,
    nextAttemptAt: new Date(deps.now().getTime() + retryDelayMs(attempts)),
    final,
  });
  const context = 'channel' in row ? { channel: row.channel } : { orderId: row.orderId };
  deps.log.warn({ outboxId: row.id, ...context, attempts, final, err: message }, 'outbox attempt failed');
  return final ? 'failed' : 'retried';
}

async function deliverOne(deps: Deps, channel: OutboxChannel, row: OutboxRow, result: DeliveryResult) {
  try {
    await channel.send(row);
    await markMessageSent(deps.db, row.id, deps.now());
    result.sent += 1;
  } catch (error) {
    const outcome = await recordFailedAttempt(deps, row, error, {
      permanent: channel.isPermanent(error),
      maxAttempts: OUTBOX_MAX_ATTEMPTS,
    });
    result[outcome] += 1;
  }
}

/**
 * Delivers the mail and SMS that are due, in one loop over both: rows of every channel this
 * instance can send (mail with SMTP_URL, SMS with SMS_GATEWAY_URL) are claimed together with one
 * lease, so two workers never send the same one; each goes through its channel's send; a failure
 * keeps the row pending with the outbox's back-off (retry-delay.ts), the same for every channel,
 * until the channel calls it permanent or OUTBOX_MAX_ATTEMPTS is reached. A channel that cannot
 * send leaves its rows in the outbox (the development mailbox shows them). Pushes have their own
 * worker (push-worker.ts); receipts still to render are not claimed (shop-receipts renders them).
 * Run by the outbox job (outbox.job.ts) or directly (tests).
 */
export async function deliverDue(deps: Deps, using: ChannelOverrides = {}): Promise<DeliveryResult> {
  const result: DeliveryResult = { sent: 0, retried: 0, failed: 0 };
  const smtpUrl = deps.config.SMTP_URL;
  const ownTransport = !using.transport && smtpUrl ? createMailTransport(smtpUrl) : undefined;
  const transport = using.transport ?? ownTransport;
  const deliverSms = (using.sms ?? smsAdapterFor(deps.config)).deliver;
  const channels: Partial<Record<OutboxRow['channel'], OutboxChannel>> = {};
  if (transport) channels.email = mailChannel(deps, transport);
  if (deliverSms)
    channels.sms = {
      send: (row) => deliverSms({ to: row.recipient, text: row.text }),
      isPermanent: () => false,
    };
  const open = Object.keys(channels) as OutboxRow['channel'][];
  if (!open.length) return result;
  try {
    for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch++) {
      const now = deps.now();
      const rows = await claimDueMessages(deps.db, {
        channels: open,
        now,
        leaseUntil: new Date(now.getTime() + CLAIM_LEASE_MS),
        limit: BATCH_SIZE,
      });
      for (const row of rows) await deliverOne(deps, channels[row.channel]!, row, result);
      if (rows.length < BATCH_SIZE) break;
    }
  } finally {
    ownTransport?.close();
  }
  return result;
}

/**
 * The bookkeeping of a claimed row, for the outbox's other senders (push-worker.ts sends pushes;
 * the shop's receipt-render.ts counts a failed render as a failed attempt): claim due rows under a
 * lease, mark one sent, mark an attempt failed for good (recordFailedAttempt for one to retry).
 */
export { claimDueMessages, markMessageAttemptFailed, markMessageSent } from './outbox.repository';
