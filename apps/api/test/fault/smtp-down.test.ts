import { createSession } from '@golfwallet/core/contracts/session/create-session';
import { recoverPassword } from '@golfwallet/core/contracts/user/recover-password';
import { and, eq } from 'drizzle-orm';
import { type SmtpSink, startSmtpSink } from '../support/smtp-sink';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outbox, users } from '../../src/db/schema/index';
import { startInProcessRunner } from '../../src/jobs/in-process-runner';
import { outboxJob } from '../../src/modules/outbox/outbox.job';
import { retryDelayMs } from '../../src/modules/outbox/retry-delay';
import { nonMemberBody, registerThroughApi } from '../builders/user';
import type { TestApp } from '../helper';
import { appOn, createFaultDatabase, type FaultDatabase, ON_POSTGRES } from './fault-db';

/**
 * SMTP is down (issue 5): a golfer signs up and asks for a password reset while no mail server
 * answers. Both succeed; the mails wait in the outbox with a later attempt time; when the server
 * is back the running worker sends them, once each; the account was never undone.
 */

describe.runIf(ON_POSTGRES)('SMTP down', () => {
  let database: FaultDatabase;
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    // A port where nothing listens: take one, then close it.
    const probe = await startSmtpSink(0);
    port = probe.port;
    await probe.stop();
    database = await createFaultDatabase();
    t = await appOn(database.url, { env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await database?.drop();
  });

  it('keeps mail in the outbox, sends it when the server is back, and undoes nothing', {
    timeout: 60_000,
  }, async () => {
    const deps = { db: t.database.db, config: t.config, now: t.clock.now, log: t.app.log };
    const worker = startInProcessRunner(deps, [{ ...outboxJob, everySeconds: 0.05 }]);
    let smtp: SmtpSink | undefined;
    try {
      const created = await registerThroughApi(t, nonMemberBody());
      await t.api()(recoverPassword, { body: { email: created.email } });
      const mine = () =>
        t.database.db
          .select()
          .from(outbox)
          .where(and(eq(outbox.recipient, created.email), eq(outbox.channel, 'email')));

      // The worker tried, failed, and keeps both mails pending for a later attempt.
      await vi.waitFor(
        async () => {
          const rows = await mine();
          expect(rows).toHaveLength(2);
          for (const row of rows) expect(row.attempts).toBeGreaterThanOrEqual(1);
        },
        { timeout: 20_000, interval: 100 },
      );
      for (const row of await mine()) {
        expect(row.status).toBe('pending');
        expect(row.lastError).toBeTruthy();
        expect(row.nextAttemptAt.getTime()).toBeGreaterThan(t.clock.now().getTime());
      }
      // What the golfer did stands: the account exists and can log in.
      const [user] = await t.database.db.select().from(users).where(eq(users.id, created.user_id));
      expect(user?.email).toBe(created.email);

      smtp = await startSmtpSink(port);
      const attempts = Math.max(...(await mine()).map((row) => row.attempts));
      t.clock.advance(retryDelayMs(attempts) + 1_000);
      await vi.waitFor(
        async () => {
          for (const row of await mine()) expect(row.status).toBe('sent');
        },
        { timeout: 20_000, interval: 100 },
      );
      const delivered = smtp.received.filter((m) => m.to.includes(created.email));
      expect(delivered).toHaveLength(2);
      await t.api()(createSession, { body: { email: created.email, password: nonMemberBody().password } });
    } finally {
      await worker.stop();
      if (smtp) await smtp.stop();
    }
  });
});
