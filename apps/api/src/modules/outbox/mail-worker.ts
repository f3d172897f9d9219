import nodemailer, { type Transporter } from 'nodemailer';
import { attachmentsOf } from './attachments.repository';
import type { Deps } from '../../deps';
import {
  claimDueMessages,
  markMessageAttemptFailed,
  markMessageSent,
  type OutboxRow,
} from './outbox.repository';
import { retryDelayMs } from './retry-delay';

/** How long a claimed message is held before another worker may try it (a crashed sender). */
export const CLAIM_LEASE_MS = 5 * 60_000;
const BATCH_SIZE = 20;
const MAX_BATCHES_PER_RUN = 10;

/**
 * A failure that retrying cannot mend: the server refused every recipient for good (5xx on RCPT).
 * Everything else (server down, timeouts, 4xx) is retried until it goes through.
 */
export function isPermanentFailure(error: unknown): boolean {
  const e = error as { code?: unknown; responseCode?: unknown };
  return e.code === 'EENVELOPE' && typeof e.responseCode === 'number' && e.responseCode >= 500;
}

/**
 * One run's SMTP transport: pooled, so the run's messages go over one connection instead of a
 * handshake each (closed when the run ends).
 */
export function createMailTransport(smtpUrl: string): Transporter {
  return nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 1,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}

export interface DeliveryResult {
  sent: number;
  retried: number;
  failed: number;
}

async function deliverOne(deps: Deps, transport: Transporter, row: OutboxRow, result: DeliveryResult) {
  try {
    await transport.sendMail({
      from: deps.config.MAIL_FROM,
      to: row.recipient,
      subject: row.subject,
      text: row.text,
      ...(row.html ? { html: row.html } : {}),
      attachments: (await attachmentsOf(deps.db, row.id)).map((file) => ({
        filename: file.filename,
        contentType: file.contentType,
        content: file.content,
      })),
    });
    await markMessageSent(deps.db, row.id, deps.now());
    result.sent += 1;
  } catch (error) {
    const final = isPermanentFailure(error);
    const attempts = row.attempts + 1;
    const message = error instanceof Error ? error.message : String(error);
    await markMessageAttemptFailed(deps.db, row.id, {
      error: message,
      nextAttemptAt: new Date(deps.now().getTime() + retryDelayMs(attempts)),
      final,
    });
    if (final) result.failed += 1;
    else result.retried += 1;
    // The id and the error only: the text holds single-use keys.
    deps.log.warn({ outboxId: row.id, attempts, final, err: message }, 'mail delivery failed');
  }
}

/**
 * Delivers the e-mails that are due (SMS rows belong to the SMS adapter). Each message is claimed
 * first, so two workers never send the same one; a failure keeps the row pending with a later
 * attempt time, so nothing is lost. Run by the mail-outbox job (mail-outbox.job.ts) or directly (tests).
 */
export async function deliverDue(deps: Deps, transport?: Transporter): Promise<DeliveryResult> {
  const result: DeliveryResult = { sent: 0, retried: 0, failed: 0 };
  const smtpUrl = deps.config.SMTP_URL;
  if (!transport && !smtpUrl) return result;
  const sender = transport ?? createMailTransport(smtpUrl!);
  try {
    for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch++) {
      const now = deps.now();
      const rows = await claimDueMessages(deps.db, {
        channel: 'email',
        now,
        leaseUntil: new Date(now.getTime() + CLAIM_LEASE_MS),
        limit: BATCH_SIZE,
      });
      for (const row of rows) await deliverOne(deps, sender, row, result);
      if (rows.length < BATCH_SIZE) break;
    }
  } finally {
    if (!transport) sender.close();
  }
  return result;
}
