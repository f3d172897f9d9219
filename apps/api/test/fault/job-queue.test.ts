import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { like, sql } from 'drizzle-orm';
import { startSmtpSink } from '../support/smtp-sink';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, openPostgres } from '../../src/db/client';
import { outbox } from '../../src/db/schema/index';
import type { Deps } from '../../src/deps';
import { DAY_SECONDS, defineJob, type JobDefinition, type JobRunner } from '../../src/jobs/job';
import { backgroundJobs } from '../../src/jobs/background-jobs';
import { startQueueRunner } from '../../src/jobs/queue-runner';
import { startJobs } from '../../src/jobs/select-runner';
import { insertExpiredTransfer } from '../builders/transfer.factory';
import { insertClub } from '../builders/voucher.factory';
import { outboxJob } from '../../src/modules/outbox/outbox.job';
import { enqueueMessage } from '../../src/modules/outbox/outbox.repository';
import { createTestUser, type TestApp, testConfig } from '../helper';
import { appOn, createFaultDatabase, type FaultDatabase, ON_POSTGRES, sleep } from './fault-db';
import { startTcpProxy } from './tcp-proxy';

/**
 * The job queue (pg-boss) with several instances on one PostgreSQL database, each with its own
 * queue connection pool as separate processes have: queued mail goes out exactly once, a failing
 * run is retried with growing back-off, and the run of an instance that stops or dies is taken
 * over by another.
 */

const CHILD = path.join(path.dirname(fileURLToPath(import.meta.url)), 'job-worker-child.ts');
const QUICK = { poolSize: 2, pollingIntervalSeconds: 0.5, superviseIntervalSeconds: 1 };
// The exactly-once mail drill: CI's short version by default; `npm run bench:cluster` runs it with
// 1,000 mails and 3 instances (JOB_QUEUE_MAILS, JOB_QUEUE_INSTANCES).
const MAILS = Number(process.env.JOB_QUEUE_MAILS ?? 300);
const MAIL_INSTANCES = Number(process.env.JOB_QUEUE_INSTANCES ?? 2);
const INSTANCE_NAMES = 'abcdefghij'.slice(0, MAIL_INSTANCES).split('');

describe.runIf(ON_POSTGRES)('the job queue across instances', () => {
  let database: FaultDatabase;
  let db: Database;
  const runners: JobRunner[] = [];

  beforeAll(async () => {
    database = await createFaultDatabase();
    db = await openPostgres(database.url, 10);
  }, 60_000);
  afterAll(async () => {
    await Promise.all(runners.map((runner) => runner.stop(1000)));
    await db?.close();
    await database?.drop();
  });

  const depsWith = (env: Record<string, string> = {}): Deps => {
    const quiet = () => {};
    const log = { info: quiet, warn: quiet, error: quiet, debug: quiet, trace: quiet, fatal: quiet };
    return {
      db: db.db,
      config: testConfig({ DATABASE_URL: database.url, ...env }),
      now: () => new Date(),
      log: log as unknown as Deps['log'],
    };
  };

  async function instance(definitions: JobDefinition[], env: Record<string, string> = {}) {
    const runner = await startQueueRunner(depsWith(env), definitions, {
      connectionString: database.url,
      ...QUICK,
    });
    runners.push(runner);
    return runner;
  }

  it("runs the server's jobs on the queue: the transfer expiry job ends an expired transfer", {
    timeout: 60_000,
  }, async () => {
    const t: TestApp = await appOn(database.url, { poolSize: 3 });
    try {
      const golfer = await createTestUser(t);
      const expired = await insertExpiredTransfer(t, golfer.id, (await insertClub(t)).id);
      const runner = await startJobs(depsWith(), backgroundJobs, QUICK);
      runners.push(runner);
      expect(runner.kind).toBe('queue');
      expect(runner.jobs).toEqual([
        'shop-receipts',
        'transfer-expiry',
        'payment-reconciliation',
        'dispense-timeouts',
        'expiring-notices',
        'data-exports',
        'inactive-accounts',
        'redemption-keys',
        'wallet-pass-expiry',
        'bulk-issue',
        'club-figures',
      ]);
      await vi.waitFor(async () => expect(await expired.status()).toBe('expired'), { timeout: 30_000 });
    } finally {
      await t.close();
    }
  });

  it(`delivers ${MAILS} queued mails exactly once with ${MAIL_INSTANCES} instances working`, {
    timeout: 90_000 + MAILS * 100,
  }, async () => {
    const smtp = await startSmtpSink();
    const env = { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` };
    try {
      for (let i = 0; i < MAILS; i++) {
        await enqueueMessage(db.db, {
          channel: 'email',
          recipient: `queue-${i}@example.com`,
          subject: 'Queued',
          text: `Mail ${i}`,
          template: 'test',
          locale: 'en',
        });
      }
      const runs: { by: string; id: string; sent: number }[] = [];
      const tagged = (by: string): JobDefinition => ({
        ...outboxJob,
        everySeconds: 1,
        run: async (deps, job) => {
          const result = (await outboxJob.run(deps, job)) as { sent: number };
          runs.push({ by, id: job.id, sent: result.sent });
          return result;
        },
      });
      const started = await Promise.all(INSTANCE_NAMES.map((name) => instance([tagged(name)], env)));
      expect(started.map((runner) => [runner.kind, runner.jobs])).toEqual(
        INSTANCE_NAMES.map(() => ['queue', ['outbox']]),
      );
      const mine = () =>
        db.db.select({ status: outbox.status }).from(outbox).where(like(outbox.recipient, 'queue-%'));
      await vi.waitFor(
        async () => expect((await mine()).filter((row) => row.status !== 'sent')).toEqual([]),
        { timeout: 60_000 + MAILS * 60, interval: 200 },
      );
      await sleep(1500);
      const recipients = smtp.received.flatMap((mail) => mail.to);
      expect(recipients).toHaveLength(MAILS);
      expect(new Set(recipients).size).toBe(MAILS);
      // Every queued run was claimed by one instance only, and the runs together sent each mail once.
      // Which instances took part depends on timing (on a quiet machine the first run may drain the
      // whole backlog before another instance polls), so it is not asserted.
      expect(new Set(runs.map((run) => run.id)).size).toBe(runs.length);
      expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(MAILS);
    } finally {
      await smtp.stop();
    }
  });

  it('never runs one job on two instances at once, and each run once', { timeout: 60_000 }, async () => {
    let active = 0;
    let most = 0;
    const runs: { by: string; id: string }[] = [];
    const tick = (by: string) =>
      defineJob({
        name: 'overlap-check',
        everySeconds: 1,
        timeoutSeconds: 30,
        run: async (_deps, job) => {
          active += 1;
          most = Math.max(most, active);
          runs.push({ by, id: job.id });
          await sleep(700);
          active -= 1;
        },
      });
    await Promise.all([instance([tick('a')]), instance([tick('b')]), instance([tick('c')])]);
    await vi.waitFor(() => expect(runs.length).toBeGreaterThanOrEqual(6), { timeout: 40_000, interval: 100 });
    expect(most).toBe(1);
    expect(new Set(runs.map((run) => run.id)).size).toBe(runs.length);
  });

  it('queues one start-up run between instances that start in one slot, however staggered', {
    timeout: 60_000,
  }, async () => {
    const runs: string[] = [];
    const atStart = (by: string) =>
      defineJob({
        name: 'start-once',
        everySeconds: DAY_SECONDS,
        runAtStart: true,
        timeoutSeconds: 30,
        run: async () => {
          runs.push(by);
        },
      });
    const queued = async () => {
      const { rows } = (await db.db.execute(
        sql`select count(*)::int as n from pgboss.job where name = 'start-once'`,
      )) as unknown as { rows: { n: number }[] };
      return rows[0]?.n;
    };
    // The slot is a UTC day here, so the starts below fall in one slot (but just at midnight).
    const starting = (by: string) =>
      startQueueRunner(depsWith(), [atStart(by)], {
        connectionString: database.url,
        ...QUICK,
        startSlotSeconds: DAY_SECONDS,
      }).then((runner) => runners.push(runner));
    await starting('a');
    await vi.waitFor(() => expect(runs).toEqual(['a']), { timeout: 20_000, interval: 100 });
    // Two more instances start after the first one's start-up run has finished: the runner has
    // sent their start-up runs when it returns, and the queue took none of them.
    await Promise.all([starting('b'), starting('c')]);
    expect(await queued()).toBe(1);
    expect(runs).toEqual(['a']);
  });

  it('retries a failing run with growing back-off', { timeout: 60_000 }, async () => {
    const attempts: { retry: number; at: number; id: string }[] = [];
    const flaky = defineJob({
      name: 'flaky',
      everySeconds: 3600,
      timeoutSeconds: 30,
      retry: { limit: 3, delaySeconds: 1, maxDelaySeconds: 60 },
      run: async (_deps, job) => {
        attempts.push({ retry: job.retry, at: Date.now(), id: job.id });
        if (attempts.length < 3) throw new Error(`attempt ${attempts.length} fails`);
      },
    });
    await instance([flaky]);
    await vi.waitFor(() => expect(attempts).toHaveLength(3), { timeout: 30_000, interval: 100 });
    expect(attempts.map((attempt) => attempt.retry)).toEqual([0, 1, 2]);
    expect(new Set(attempts.map((attempt) => attempt.id)).size).toBe(1);
    // Retry n waits at least delay·2ⁿ⁻¹: 1 s, then 2 s (pg-boss computes it in the database).
    expect(attempts[1]!.at - attempts[0]!.at).toBeGreaterThanOrEqual(900);
    expect(attempts[2]!.at - attempts[1]!.at).toBeGreaterThanOrEqual(1900);
  });

  it('hands the run of an instance that stops to another', { timeout: 60_000 }, async () => {
    const claimed: { by: string; id: string; retry: number }[] = [];
    const handover = (by: string, hang: boolean) =>
      defineJob({
        name: 'handover',
        everySeconds: 3600,
        timeoutSeconds: 60,
        retry: { limit: 2, delaySeconds: 1, maxDelaySeconds: 2 },
        run: async (_deps, job) => {
          claimed.push({ by, id: job.id, retry: job.retry });
          if (hang)
            await new Promise<void>((resolve) => job.signal.addEventListener('abort', () => resolve()));
        },
      });
    const a = await instance([handover('a', true)]);
    await vi.waitFor(() => expect(claimed).toHaveLength(1), { timeout: 20_000, interval: 100 });
    await instance([handover('b', false)]);
    // A shuts down: it waits a second for its run, then gives it back to the queue.
    await a.stop(1000);
    await vi.waitFor(() => expect(claimed.filter((c) => c.by === 'b').length).toBeGreaterThanOrEqual(1), {
      timeout: 20_000,
      interval: 100,
    });
    expect(claimed[0]).toMatchObject({ by: 'a', retry: 0 });
    expect(claimed).toContainEqual({ by: 'b', id: claimed[0]!.id, retry: 1 });
  });

  it('hands the run of an instance killed with SIGKILL to another', { timeout: 90_000 }, async () => {
    const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', CHILD, database.url], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
    });
    try {
      await vi.waitFor(() => expect(output).toMatch(/claimed \S+/), { timeout: 40_000, interval: 100 });
      const lost = /claimed (\S+)/.exec(output)![1]!;
      child.kill('SIGKILL');
      const taken: { id: string; retry: number }[] = [];
      await instance([
        defineJob({
          name: 'crash-handover',
          everySeconds: 3600,
          timeoutSeconds: 3,
          retry: { limit: 2, delaySeconds: 1, maxDelaySeconds: 2 },
          run: async (_deps, job) => {
            taken.push({ id: job.id, retry: job.retry });
          },
        }),
      ]);
      // Nobody completes the dead instance's run: it expires and another instance takes it over.
      await vi.waitFor(() => expect(taken.map((run) => run.id)).toContain(lost), {
        timeout: 40_000,
        interval: 200,
      });
      expect(taken.find((run) => run.id === lost)!.retry).toBeGreaterThanOrEqual(1);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });

  it('keeps running its jobs after the database goes away and comes back', { timeout: 90_000 }, async () => {
    const target = new URL(database.url);
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(database.url);
    viaProxy.port = String(proxy.port);
    let runs = 0;
    const runner = await startQueueRunner(
      depsWith(),
      [
        defineJob({
          name: 'through-an-outage',
          everySeconds: 1,
          timeoutSeconds: 30,
          run: async () => {
            runs += 1;
          },
        }),
      ],
      { ...QUICK, connectionString: viaProxy.toString() },
    );
    try {
      await vi.waitFor(() => expect(runs).toBeGreaterThanOrEqual(2), { timeout: 20_000, interval: 100 });
      await proxy.cut();
      await sleep(3000);
      await proxy.restore();
      const before = runs;
      // No restart of the runner: its pool reconnects and the schedule goes on.
      await vi.waitFor(() => expect(runs).toBeGreaterThanOrEqual(before + 2), {
        timeout: 40_000,
        interval: 200,
      });
    } finally {
      await runner.stop(1000);
      await proxy.close();
    }
  });
});
