import type { AddressInfo } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';
import { outbox } from '../../db/schema/index';
import type { Deps } from '../../deps';
import { keyFromLatestMail, nonMemberBody, registerThroughApi } from '../../../test/builders/user';
import { startInProcessRunner } from '../../jobs/in-process-runner';
import { mailOutboxJob } from './mail-outbox.job';
import { deliverDue, isPermanentFailure } from './mail-worker';
import { retryDelayMs } from './retry-delay';
import { enqueueMessage } from './outbox.repository';

interface Received {
  from: string;
  to: string[];
  data: string;
}

/** A local SMTP server that keeps what it receives and refuses recipients starting with "bounce". */
async function startSmtp(port = 0): Promise<{ server: SMTPServer; port: number; received: Received[] }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('bounce')) {
        const error = Object.assign(new Error('No such user here'), { responseCode: 550 });
        return callback(error);
      }
      callback();
    },
    onData(stream, session, callback) {
      let data = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        data += chunk;
      });
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { server, port: (server.server.address() as AddressInfo).port, received };
}

function stopSmtp(server: SMTPServer): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

function depsFor(port: number): Deps {
  return {
    db: t.database.db,
    config: { ...t.config, SMTP_URL: `smtp://127.0.0.1:${port}` },
    now: t.clock.now,
    log: t.app.log,
  };
}

async function rowOf(id: number) {
  const [row] = await t.database.db.select().from(outbox).where(eq(outbox.id, id));
  return row!;
}

/** Marks everything queued so far as sent, so each test sees only its own rows. */
async function drainOthers() {
  await t.database.db.update(outbox).set({ status: 'sent' }).where(eq(outbox.status, 'pending'));
}

const mail = (recipient: string, subject = 'Hello there') => ({
  channel: 'email' as const,
  recipient,
  subject,
  text: 'Plain text body',
  html: '<p>HTML body</p>',
  template: 'test',
  locale: 'en',
});

describe('deliverDue', () => {
  it('sends due e-mails over SMTP from MAIL_FROM, marks them sent and leaves SMS alone', async () => {
    await drainOthers();
    const smtp = await startSmtp();
    try {
      const emailId = await enqueueMessage(t.database.db, mail('first@example.com', 'Welcome aboard'));
      const smsId = await enqueueMessage(t.database.db, {
        channel: 'sms',
        recipient: '+4512345678',
        subject: '',
        text: 'SMS body',
        template: 'test',
        locale: 'en',
      });
      const result = await deliverDue(depsFor(smtp.port));
      expect(result).toEqual({ sent: 1, retried: 0, failed: 0 });
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.from).toBe('no-reply@golfwallet.local');
      expect(smtp.received[0]!.to).toEqual(['first@example.com']);
      expect(smtp.received[0]!.data).toContain('Subject: Welcome aboard');
      expect(smtp.received[0]!.data).toContain('Plain text body');
      expect(await rowOf(emailId)).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
      expect((await rowOf(emailId)).sentAt).toBeInstanceOf(Date);
      expect(await rowOf(smsId)).toMatchObject({ status: 'pending', attempts: 0 });
      await t.database.db.update(outbox).set({ status: 'sent' }).where(eq(outbox.id, smsId));

      expect(await deliverDue(depsFor(smtp.port))).toEqual({ sent: 0, retried: 0, failed: 0 });
      expect(smtp.received).toHaveLength(1);
    } finally {
      await stopSmtp(smtp.server);
    }
  });

  it('keeps a row pending while SMTP is down and sends it once the server is back', async () => {
    await drainOthers();
    const probe = await startSmtp();
    const port = probe.port;
    await stopSmtp(probe.server);

    const id = await enqueueMessage(t.database.db, mail('later@example.com'));
    const down = await deliverDue(depsFor(port));
    expect(down).toEqual({ sent: 0, retried: 1, failed: 0 });
    const pending = await rowOf(id);
    expect(pending).toMatchObject({ status: 'pending', attempts: 1 });
    expect(pending.lastError).toBeTruthy();
    expect(pending.nextAttemptAt.getTime()).toBeGreaterThan(t.clock.now().getTime());

    const smtp = await startSmtp(port);
    try {
      expect(await deliverDue(depsFor(port))).toEqual({ sent: 0, retried: 0, failed: 0 });
      t.clock.advance(retryDelayMs(1) + 1_000);
      expect(await deliverDue(depsFor(port))).toEqual({ sent: 1, retried: 0, failed: 0 });
      expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
      expect(smtp.received.map((m) => m.to)).toEqual([['later@example.com']]);
    } finally {
      await stopSmtp(smtp.server);
    }
  });

  it('gives up on a recipient the server refuses for good, keeping the row as failed', async () => {
    await drainOthers();
    const smtp = await startSmtp();
    try {
      const id = await enqueueMessage(t.database.db, mail('bounce@example.com'));
      expect(await deliverDue(depsFor(smtp.port))).toEqual({ sent: 0, retried: 0, failed: 1 });
      const row = await rowOf(id);
      expect(row).toMatchObject({ status: 'failed', attempts: 1 });
      expect(row.lastError).toContain('550');
    } finally {
      await stopSmtp(smtp.server);
    }
  });

  it('deletes a message flagged purge_after_send once it is sent or given up, keeping the others', async () => {
    await drainOthers();
    const smtp = await startSmtp();
    try {
      const purged = await enqueueMessage(t.database.db, {
        ...mail('gone@example.com', 'Your profile is deleted'),
        purgeAfterSend: true,
      });
      const bounced = await enqueueMessage(t.database.db, {
        ...mail('bounce.gone@example.com'),
        purgeAfterSend: true,
      });
      const kept = await enqueueMessage(t.database.db, mail('kept@example.com'));
      expect(await deliverDue(depsFor(smtp.port))).toEqual({ sent: 2, retried: 0, failed: 1 });
      expect(smtp.received.map((r) => r.to)).toEqual([['gone@example.com'], ['kept@example.com']]);
      const left = await t.database.db
        .select({ id: outbox.id })
        .from(outbox)
        .where(inArray(outbox.id, [purged, bounced, kept]));
      expect(left).toEqual([{ id: kept }]);
      expect(await rowOf(kept)).toMatchObject({ status: 'sent' });
    } finally {
      await stopSmtp(smtp.server);
    }
  });

  it('never sends a message twice when two runs overlap', async () => {
    await drainOthers();
    const smtp = await startSmtp();
    try {
      const ids: number[] = [];
      for (let i = 0; i < 6; i++)
        ids.push(await enqueueMessage(t.database.db, mail(`batch${i}@example.com`)));
      const [a, b] = await Promise.all([deliverDue(depsFor(smtp.port)), deliverDue(depsFor(smtp.port))]);
      expect(a.sent + b.sent).toBe(6);
      expect(smtp.received).toHaveLength(6);
      for (const id of ids) expect((await rowOf(id)).status).toBe('sent');
    } finally {
      await stopSmtp(smtp.server);
    }
  });

  it('does nothing without SMTP_URL', async () => {
    await drainOthers();
    const id = await enqueueMessage(t.database.db, mail('stays@example.com'));
    const deps = { ...depsFor(1), config: { ...t.config, SMTP_URL: undefined } };
    expect(await deliverDue(deps)).toEqual({ sent: 0, retried: 0, failed: 0 });
    expect((await rowOf(id)).status).toBe('pending');
  });
});

describe('the mail-outbox job', () => {
  it('polls and delivers the verification mail of a sign-up, link included', async () => {
    await drainOthers();
    const smtp = await startSmtp();
    const worker = startInProcessRunner(depsFor(smtp.port), [{ ...mailOutboxJob, everySeconds: 0.05 }]);
    try {
      const created = await registerThroughApi(t, nonMemberBody(), 'en');
      const key = await keyFromLatestMail(t, created.email, 'verify_email');
      await vi.waitFor(() => expect(smtp.received.some((m) => m.to.includes(created.email))).toBe(true), {
        timeout: 10_000,
        interval: 50,
      });
      const sent = smtp.received.find((m) => m.to.includes(created.email))!;
      const unfolded = sent.data.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      expect(unfolded).toContain(`http://localhost:3000/email-verify?key=${key}`);
    } finally {
      await worker.stop();
      await stopSmtp(smtp.server);
    }
  });

  it('is idle without SMTP_URL and says in one line who can read the outbox', async () => {
    const lines: unknown[] = [];
    const log = { ...t.app.log, info: (...args: unknown[]) => lines.push(args.at(-1)) } as Deps['log'];
    const worker = startInProcessRunner(
      { ...depsFor(1), log, config: { ...t.config, SMTP_URL: undefined, DEV_MAILBOX: 'local' } },
      [mailOutboxJob],
    );
    expect(worker.jobs).toEqual([]);
    await worker.stop();
    expect(lines).toEqual([
      'SMTP_URL is not set: mail stays in the outbox; only clients on this machine (loopback) can read it at /dev/mail (DEV_MAILBOX=local)',
    ]);
  });
});

describe('retry policy', () => {
  it('treats only a refused envelope as permanent', () => {
    expect(isPermanentFailure({ code: 'EENVELOPE', responseCode: 550 })).toBe(true);
    expect(isPermanentFailure({ code: 'EENVELOPE', responseCode: 451 })).toBe(false);
    expect(isPermanentFailure({ code: 'ECONNECTION' })).toBe(false);
    expect(isPermanentFailure(new Error('boom'))).toBe(false);
  });
});
