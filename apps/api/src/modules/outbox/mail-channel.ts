import nodemailer, { type Transporter } from 'nodemailer';
import type { Deps } from '../../deps';
import { attachmentsOf } from './attachments.repository';
import type { OutboxChannel } from './outbox-worker';

/**
 * A failure that retrying cannot mend: the server refused every recipient for good (5xx on RCPT).
 * Everything else (server down, timeouts, 4xx) is retried with the outbox's back-off.
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

/** The outbox's e-mail channel: each row sent over `transport` from MAIL_FROM, with its attachments. */
export function mailChannel(deps: Deps, transport: Pick<Transporter, 'sendMail'>): OutboxChannel {
  return {
    send: async (row) => {
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
    },
    isPermanent: isPermanentFailure,
  };
}
