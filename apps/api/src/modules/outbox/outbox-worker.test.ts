import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';
import { outbox } from '../../db/schema/index';
import type { Deps } from '../../deps';
import { keyFromLatestMail, nonMemberBody, registerThroughApi } from '../../../test/builders/user';
import { startInProcessRunner } from '../../jobs/in-process-runner';
import { isPermanentFailure } from './mail-channel';
import { outboxJob } from './outbox.job';
import { CLAIM_LEASE_MS, deliverDue } from './outbox-worker';
import { OUTBOX_MAX_ATTEMPTS, retryDelayMs } from './retry-delay';
import { claimDueMessages, enqueueMessage } from './outbox.repository';
import { startSmtpSink } from '../../../test/support/smtp-sink';

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

const MAIL_STAYS =
  'SMTP_URL is not set: mail stays in the outbox; only clients on this machine (loopback) can read it at /dev/mail (DEV_MAILBOX=local)';
const SMS_STAYS = 'SMS_GATEWAY_URL is not set: SMS stay in the outbox';

/** An HTTP SMS gateway that keeps what it receives and answers `status.code`. */
async function startGateway() {
  const received: unknown[] = [];
  const status = { code: 200 };
  const server: Server = createServer((request, response) => {
    let data = '';
    request.on('data', (chunk) => {
      data += chunk;
    });
    request.on('end', () => {
      received.push(JSON.parse(data));
      response.statusCode = status.code;
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`;
  const stop = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return { url, received, status, stop };
}

const sms = (recipient: string, text = 'SMS body') => ({
  channel: 'sms' as const,
  recipient,
  subject: '',
  text,
  template: 'test',
  locale: 'en',
});

describe('deliverDue', () => {
  it('sends due e-mails over SMTP from MAIL_FROM, marks them sent and leaves SMS alone without a gateway', async () => {
    await drainOthers();
    const smtp = await startSmtpSink();
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
      await smtp.stop();
    }
  });

  it('keeps a row pending while SMTP is down and sends it once the server is back', async () => {
    await drainOthers();
    const probe = await startSmtpSink();
    const port = probe.port;
    await probe.stop();

    const id = await enqueueMessage(t.database.db, mail('later@example.com'));
    const down = await deliverDue(depsFor(port));
    expect(down).toEqual({ sent: 0, retried: 1, failed: 0 });
    const pending = await rowOf(id);
    expect(pending).toMatchObject({ status: 'pending', attempts: 1 });
    expect(pending.lastError).toBeTruthy();
    expect(pending.nextAttemptAt.getTime()).toBeGreaterThan(t.clock.now().getTime());

    const smtp = await startSmtpSink(port);
    try {
      expect(await deliverDue(depsFor(port))).toEqual({ sent: 0, retried: 0, failed: 0 });
      t.clock.advance(retryDelayMs(1) + 1_000);
      expect(await deliverDue(depsFor(port))).toEqual({ sent: 1, retried: 0, failed: 0 });
      expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
      expect(smtp.received.map((m) => m.to)).toEqual([['later@example.com']]);
    } finally {
      await smtp.stop();
    }
  });

  it('gives up on a recipient the server refuses for good, keeping the row as failed', async () => {
    await drainOthers();
    const smtp = await startSmtpSink();
    try {
      const id = await enqueueMessage(t.database.db, mail('bounce@example.com'));
      expect(await deliverDue(depsFor(smtp.port))).toEqual({ sent: 0, retried: 0, failed: 1 });
      const row = await rowOf(id);
      expect(row).toMatchObject({ status: 'failed', attempts: 1 });
      expect(row.lastError).toContain('550');
    } finally {
      await smtp.stop();
    }
  });

  it('deletes a message flagged purge_after_send once it is sent or given up, keeping the others', async () => {
    await drainOthers();
    const smtp = await startSmtpSink();
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
      await smtp.stop();
    }
  });

  it('never sends a message twice when two runs overlap', async () => {
    await drainOthers();
    const smtp = await startSmtpSink();
    try {
      const ids: number[] = [];
      for (let i = 0; i < 6; i++)
        ids.push(await enqueueMessage(t.database.db, mail(`batch${i}@example.com`)));
      const [a, b] = await Promise.all([deliverDue(depsFor(smtp.port)), deliverDue(depsFor(smtp.port))]);
      expect(a.sent + b.sent).toBe(6);
      expect(smtp.received).toHaveLength(6);
      for (const id of ids) expect((await rowOf(id)).status).toBe('sent');
    } finally {
      await smtp.stop();
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

describe('the outbox job', () => {
  it('polls and delivers the verification mail of a sign-up, link included', async () => {
    await drainOthers();
    const smtp = await startSmtpSink();
    const worker = startInProcessRunner(depsFor(smtp.port), [{ ...outboxJob, everySeconds: 0.05 }]);
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
      await smtp.stop();
    }
  });

  it('is idle without SMTP_URL and SMS gateway, and says in one line who can read the outbox', async () => {
    const lines: unknown[] = [];
    const log = { ...t.app.log, info: (...args: unknown[]) => lines.push(args.at(-1)) } as Deps['log'];
    const worker = startInProcessRunner(
      { ...depsFor(1), log, config: { ...t.config, SMTP_URL: undefined, DEV_MAILBOX: 'local' } },
      [outboxJob],
    );
    expect(worker.jobs).toEqual([]);
    await worker.stop();
    expect(lines).toEqual([`${MAIL_STAYS}; ${SMS_STAYS}`]);
  });

  it('runs with one channel configured and says which channel stays in the outbox', async () => {
    for (const [config, line] of [
      [{ ...t.config, SMTP_URL: 'smtp://127.0.0.1:1', DEV_MAILBOX: 'local' as const }, SMS_STAYS],
      [
        {
          ...t.config,
          SMTP_URL: undefined,
          DEV_MAILBOX: 'local' as const,
          SMS_GATEWAY_URL: 'http://127.0.0.1:1/sms',
        },
        MAIL_STAYS,
      ],
    ] as const) {
      const lines: unknown[] = [];
      const log = { ...t.app.log, info: (...args: unknown[]) => lines.push(args.at(-1)) } as Deps['log'];
      // Nothing due: drained first, so the run sends nothing to the unreachable ports.
      await drainOthers();
      const worker = startInProcessRunner({ ...depsFor(1), log, config }, [outboxJob]);
      expect(worker.jobs).toEqual(['outbox']);
      await worker.stop();
      expect(lines).toEqual([line]);
    }
  });
});

describe('one worker for mail and SMS', () => {
  const bothDeps = (smtpPort: number, gatewayUrl: string): Deps => ({
    ...depsFor(smtpPort),
    config: { ...t.config, SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, SMS_GATEWAY_URL: gatewayUrl },
  });

  it('delivers due mail and SMS in the same run, each through its channel', async () => {
    await drainOthers();
    const smtp = await startSmtpSink();
    const gateway = await startGateway();
    try {
      const mailId = await enqueueMessage(t.database.db, mail('both@example.com', 'Mail and SMS'));
      const smsId = await enqueueMessage(t.database.db, sms('+4511223344', 'Your link'));
      expect(await deliverDue(bothDeps(smtp.port, gateway.url))).toEqual({ sent: 2, retried: 0, failed: 0 });
      expect(smtp.received.map((m) => m.to)).toEqual([['both@example.com']]);
      expect(gateway.received).toEqual([{ to: '+4511223344', from: t.config.SMS_SENDER, text: 'Your link' }]);
      for (const id of [mailId, smsId])
        expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
      expect(await deliverDue(bothDeps(smtp.port, gateway.url))).toEqual({ sent: 0, retried: 0, failed: 0 });
    } finally {
      await smtp.stop();
      await gateway.stop();
    }
  });

  it('gives a failed mail and a failed SMS the same back-off and the same last attempt', async () => {
    await drainOthers();
    const probe = await startSmtpSink();
    await probe.stop(); // nothing listens on this port: SMTP is down
    const gateway = await startGateway();
    gateway.status.code = 503;
    try {
      const mailId = await enqueueMessage(t.database.db, mail('down@example.com'));
      const smsId = await enqueueMessage(t.database.db, sms('+4599887766'));
      // A clock that stands still during a run, so both rows' next attempt can be compared exactly.
      let at = t.clock.now().getTime() + 1_000;
      const deps = { ...bothDeps(probe.port, gateway.url), now: () => new Date(at) };
      expect(await deliverDue(deps)).toEqual({ sent: 0, retried: 2, failed: 0 });
      const due = at + retryDelayMs(1);
      for (const id of [mailId, smsId]) {
        const row = await rowOf(id);
        expect(row).toMatchObject({ status: 'pending', attempts: 1 });
        expect(row.lastError).toBeTruthy();
        expect(row.nextAttemptAt.getTime()).toBe(due);
      }
      expect(gateway.received).toHaveLength(1);

      // The next failure of either is its last once OUTBOX_MAX_ATTEMPTS is reached.
      await t.database.db
        .update(outbox)
        .set({ attempts: OUTBOX_MAX_ATTEMPTS - 2 })
        .where(inArray(outbox.id, [mailId, smsId]));
      at += retryDelayMs(1);
      expect(await deliverDue(deps)).toEqual({ sent: 0, retried: 2, failed: 0 });
      const later = at + retryDelayMs(OUTBOX_MAX_ATTEMPTS - 1);
      for (const id of [mailId, smsId]) expect((await rowOf(id)).nextAttemptAt.getTime()).toBe(later);
      at = later;
      expect(await deliverDue(deps)).toEqual({ sent: 0, retried: 0, failed: 2 });
      for (const id of [mailId, smsId])
        expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: OUTBOX_MAX_ATTEMPTS });
    } finally {
      await gateway.stop();
    }
  });

  it('never sends a mail or an SMS twice when two runs overlap', async () => {
    await drainOthers();
    const smtp = await startSmtpSink();
    const gateway = await startGateway();
    try {
      const ids: number[] = [];
      for (let i = 0; i < 4; i++) {
        ids.push(await enqueueMessage(t.database.db, mail(`overlap${i}@example.com`)));
        ids.push(await enqueueMessage(t.database.db, sms(`+455000000${i}`)));
      }
      const deps = bothDeps(smtp.port, gateway.url);
      const [a, b] = await Promise.all([deliverDue(deps), deliverDue(deps)]);
      expect(a.sent + b.sent).toBe(8);
      expect(smtp.received).toHaveLength(4);
      expect(gateway.received).toHaveLength(4);
      for (const id of ids) expect((await rowOf(id)).status).toBe('sent');
    } finally {
      await smtp.stop();
      await gateway.stop();
    }
  });

  it('retakes a mail and an SMS claimed by a run that died once the one lease runs out', async () => {
    await drainOthers();
    const smtp = await startSmtpSink();
    const gateway = await startGateway();
    try {
      const ids = [
        await enqueueMessage(t.database.db, mail('crashed@example.com')),
        await enqueueMessage(t.database.db, sms('+4577665544')),
      ];
      // A run claims both and dies before sending.
      const now = t.clock.now();
      const claimed = await claimDueMessages(t.database.db, {
        channels: ['email', 'sms'],
        now,
        leaseUntil: new Date(now.getTime() + CLAIM_LEASE_MS),
        limit: 10,
      });
      expect(claimed.map((row) => row.id)).toEqual(ids);
      const deps = bothDeps(smtp.port, gateway.url);
      expect(await deliverDue(deps)).toEqual({ sent: 0, retried: 0, failed: 0 });
      t.clock.advance(CLAIM_LEASE_MS - 1_000);
      expect(await deliverDue(deps)).toEqual({ sent: 0, retried: 0, failed: 0 });
      t.clock.advance(1_000);
      expect(await deliverDue(deps)).toEqual({ sent: 2, retried: 0, failed: 0 });
      expect(smtp.received.map((m) => m.to)).toEqual([['crashed@example.com']]);
      expect(gateway.received).toMatchObject([{ to: '+4577665544' }]);
    } finally {
      await smtp.stop();
      await gateway.stop();
    }
  });

  it('the outbox job delivers mail and SMS in the background', async () => {
    await drainOthers();
    const smtp = await startSmtpSink();
    const gateway = await startGateway();
    const worker = startInProcessRunner(bothDeps(smtp.port, gateway.url), [
      { ...outboxJob, everySeconds: 0.05 },
    ]);
    try {
      expect(worker.jobs).toEqual(['outbox']);
      const ids = [
        await enqueueMessage(t.database.db, mail('job@example.com')),
        await enqueueMessage(t.database.db, sms('+4512121212')),
      ];
      await vi.waitFor(
        async () => {
          for (const id of ids) expect((await rowOf(id)).status).toBe('sent');
        },
        { timeout: 10_000, interval: 50 },
      );
      expect(smtp.received.map((m) => m.to)).toEqual([['job@example.com']]);
      expect(gateway.received).toMatchObject([{ to: '+4512121212' }]);
    } finally {
      await worker.stop();
      await smtp.stop();
      await gateway.stop();
    }
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
