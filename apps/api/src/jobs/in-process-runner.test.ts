import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, createTestUser, type TestApp } from '../../test/helper';
import { insertExpiredTransfer } from '../../test/builders/transfer.factory';
import { insertClub } from '../../test/builders/voucher.factory';
import { backgroundJobs } from './background-jobs';
import type { Deps } from '../deps';
import { startInProcessRunner } from './in-process-runner';
import { backoffMs, DEFAULT_RETRY, defineJob, type JobContext, scheduledJob } from './job';
import { startJobs } from './select-runner';

/**
 * The runner of the embedded database: the queue's schedule, retries and back-off in one process.
 * (The queue itself: queue-runner.test.ts; the real job definitions run on it in outbox/outbox-worker,
 * sms and dispenser-mqtt tests.)
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const deps = (log?: Deps['log']): Deps => ({
  db: t.database.db,
  config: t.config,
  now: t.clock.now,
  log: log ?? t.app.log,
});

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe('backoffMs', () => {
  it('waits delay·2ⁿ⁻¹ to delay·2ⁿ before retry n, at most the maximum', () => {
    const policy = { limit: 5, delaySeconds: 2, maxDelaySeconds: 30 };
    expect([1, 2, 3].map((n) => backoffMs(policy, n, () => 0))).toEqual([2000, 4000, 8000]);
    expect([1, 2, 3].map((n) => backoffMs(policy, n, () => 1))).toEqual([4000, 8000, 16_000]);
    expect(backoffMs(policy, 10, () => 0)).toBe(30_000);
  });
});

describe('defineJob', () => {
  it('fills in the retry defaults and refuses a bad name', () => {
    const job = scheduledJob('daily-sweep', 86_400, async () => 0);
    expect(job.retry).toEqual(DEFAULT_RETRY);
    expect(job.timeoutSeconds).toBe(3600);
    expect(() => scheduledJob('Daily Sweep', 60, async () => 0)).toThrow(/job name/);
  });
});

describe('the in-process runner', () => {
  it('runs a job at start and again after its interval, never two runs of it at once', async () => {
    let running = 0;
    let most = 0;
    let runs = 0;
    const job = defineJob({
      name: 'slow-sweep',
      everySeconds: 0.01,
      timeoutSeconds: 10,
      run: async () => {
        running += 1;
        most = Math.max(most, running);
        await sleep(30);
        runs += 1;
        running -= 1;
      },
    });
    const runner = startInProcessRunner(deps(), [job]);
    expect(runner.kind).toBe('in-process');
    await vi.waitFor(() => expect(runs).toBeGreaterThanOrEqual(3), { timeout: 5000, interval: 10 });
    await runner.stop();
    const after = runs;
    await sleep(60);
    expect(runs).toBe(after);
    expect(most).toBe(1);
  });

  it('retries a failed run with growing back-off, then goes back to its schedule', async () => {
    const attempts: { retry: number; at: number }[] = [];
    const job = defineJob({
      name: 'flaky-sweep',
      everySeconds: 3600,
      timeoutSeconds: 10,
      retry: { limit: 3, delaySeconds: 0.05, maxDelaySeconds: 10 },
      run: async (_deps, context: JobContext) => {
        attempts.push({ retry: context.retry, at: performance.now() });
        if (attempts.length < 3) throw new Error(`attempt ${attempts.length} fails`);
      },
    });
    const lines: unknown[] = [];
    const log = { ...t.app.log, error: (...args: unknown[]) => lines.push(args[0]) } as Deps['log'];
    // The random half of the back-off pinned to 0: retry n waits exactly 50 ms · 2ⁿ⁻¹.
    const runner = startInProcessRunner(deps(log), [job], { random: () => 0 });
    await vi.waitFor(() => expect(attempts).toHaveLength(3), { timeout: 5000, interval: 10 });
    await sleep(100);
    await runner.stop();
    expect(attempts.map((attempt) => attempt.retry)).toEqual([0, 1, 2]);
    expect(attempts[1]!.at - attempts[0]!.at).toBeGreaterThanOrEqual(49);
    expect(attempts[2]!.at - attempts[1]!.at).toBeGreaterThanOrEqual(99);
    expect(lines).toEqual([
      expect.objectContaining({ job: 'flaky-sweep', retry: 0, willRetry: true, err: 'attempt 1 fails' }),
      expect.objectContaining({ job: 'flaky-sweep', retry: 1, willRetry: true, err: 'attempt 2 fails' }),
    ]);
  });

  it('gives up after the retry limit until the next turn', async () => {
    const retries: number[] = [];
    const job = defineJob({
      name: 'broken-sweep',
      everySeconds: 3600,
      timeoutSeconds: 10,
      retry: { limit: 2, delaySeconds: 0.01, maxDelaySeconds: 1 },
      run: async (_deps, context) => {
        retries.push(context.retry);
        throw new Error('always');
      },
    });
    const log = { ...t.app.log, error: () => {} } as unknown as Deps['log'];
    const runner = startInProcessRunner(deps(log), [job], { random: () => 0 });
    await vi.waitFor(() => expect(retries).toHaveLength(3), { timeout: 5000, interval: 10 });
    await sleep(100);
    await runner.stop();
    expect(retries).toEqual([0, 1, 2]);
  });

  it('waits on stop for the run in progress', async () => {
    let finished = false;
    const job = defineJob({
      name: 'long-sweep',
      everySeconds: 3600,
      timeoutSeconds: 10,
      run: async () => {
        await sleep(100);
        finished = true;
      },
    });
    const runner = startInProcessRunner(deps(), [job]);
    await sleep(20);
    await runner.stop();
    expect(finished).toBe(true);
  });

  it('leaves a job off with its reason in the log', async () => {
    const lines: unknown[] = [];
    const log = { ...t.app.log, info: (...args: unknown[]) => lines.push(args) } as Deps['log'];
    let ran = false;
    const job = defineJob({
      name: 'needs-a-gateway',
      everySeconds: 1,
      timeoutSeconds: 10,
      off: () => 'no gateway here',
      run: async () => {
        ran = true;
      },
    });
    const runner = startInProcessRunner(deps(log), [job]);
    await sleep(20);
    await runner.stop();
    expect(runner.jobs).toEqual([]);
    expect(ran).toBe(false);
    expect(lines).toEqual([[{ job: 'needs-a-gateway' }, 'no gateway here']]);
  });

  it('logs the notes of a job that runs with part of its work left undone, and not when it is off', async () => {
    const lines: unknown[] = [];
    const log = { ...t.app.log, info: (...args: unknown[]) => lines.push(args) } as Deps['log'];
    const job = (off: boolean) =>
      defineJob({
        name: off ? 'all-off' : 'half-on',
        everySeconds: 1,
        timeoutSeconds: 10,
        off: () => (off ? 'nothing to do here' : undefined),
        notes: () => ['SMS stay in the outbox'],
        run: async () => {},
      });
    const runner = startInProcessRunner(deps(log), [job(false), job(true)]);
    await runner.stop();
    expect(runner.jobs).toEqual(['half-on']);
    expect(lines).toEqual([
      [{ job: 'half-on' }, 'SMS stay in the outbox'],
      [{ job: 'all-off' }, 'nothing to do here'],
    ]);
  });
});

describe("the server's jobs on the embedded database", () => {
  it('run in the process: the transfer expiry job ends an expired transfer at start', async () => {
    const golfer = await createTestUser(t);
    const club = await insertClub(t);
    const expired = await insertExpiredTransfer(t, golfer.id, club.id);
    const runner = await startJobs(deps(), backgroundJobs);
    try {
      expect(runner.kind).toBe('in-process');
      // No SMTP_URL, SMS gateway or VAPID keys in the test configuration: the outbox and push jobs are off.
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
      await vi.waitFor(async () => expect(await expired.status()).toBe('expired'), { timeout: 10_000 });
    } finally {
      await runner.stop();
    }
  });
});
