import { PgBoss } from 'pg-boss';
import type { Deps } from '../deps';
import { activeJobs, intervalSeconds, type JobDefinition, type JobRunner, retryPolicy } from './job';

export interface QueueOptions {
  /** postgres://… of the database the queue lives in (its own schema, `pgboss`). */
  connectionString: string;
  /** Connections the queue may hold (polling, claims, heartbeats); the jobs' own work uses deps.db. */
  poolSize: number;
  /** How often each worker asks for a due run (seconds). */
  pollingIntervalSeconds?: number;
  /** How often runs whose instance stopped answering are looked for and handed on (seconds). */
  superviseIntervalSeconds?: number;
  /** A running job's instance proves it is alive this often, or its run is given to another. */
  heartbeatSeconds?: number;
  /** The longest slot in which starting instances share one start-up run of a job (seconds, 300). */
  startSlotSeconds?: number;
}

/**
 * Runs the job definitions on pg-boss, a job queue in PostgreSQL (docs/jobs.md says why this one).
 * Each job is a queue with the `stately` policy: at most one run queued and one active across every
 * instance, so two instances never run the same job at once (a job whose runs claim their own rows,
 * like the outbox, may set shareBacklog: then each instance may run one at once, and a backlog is
 * shared). Every instance ticks each job's
 * schedule by sending it throttled to `everySeconds` (one run per time slot, whoever sends first);
 * any instance's worker claims it (SELECT … FOR UPDATE SKIP LOCKED). A run whose instance dies
 * misses its heartbeat and goes back to the queue as a retry; a failed run is retried with
 * exponential back-off. stop() finishes the runs in hand or, past the grace time, hands them back.
 */
export async function startQueueRunner(
  deps: Deps,
  definitions: readonly JobDefinition[],
  options: QueueOptions,
): Promise<JobRunner> {
  const boss = new PgBoss({
    connectionString: options.connectionString,
    max: options.poolSize,
    application_name: 'golfwallet-jobs',
    // Expired and silent runs are found on the monitor pass, so both tick together.
    superviseIntervalSeconds: options.superviseIntervalSeconds ?? 10,
    monitorIntervalSeconds: options.superviseIntervalSeconds ?? 10,
    // Finished runs are deleted an hour after they end (deleteAfterSeconds below), checked every 5 min.
    maintenanceIntervalSeconds: 300,
    // Our schedules tick from every instance (below); pg-boss's cron clock is not needed.
    schedule: false,
  });
  boss.on('error', (error) => deps.log.error({ err: error.message }, 'job queue error'));
  boss.on('warning', (warning) => deps.log.warn({ warning: warning.message }, 'job queue warning'));
  await boss.start();

  const active = activeJobs(deps, definitions);
  const heartbeatSeconds = options.heartbeatSeconds ?? 10;
  for (const job of active) {
    const policy = retryPolicy(job);
    const settings = {
      retryLimit: policy.limit,
      retryDelay: policy.delaySeconds,
      retryBackoff: true,
      retryDelayMax: policy.maxDelaySeconds,
      expireInSeconds: job.timeoutSeconds,
      heartbeatSeconds,
      deleteAfterSeconds: 3600,
    };
    // stately: one run waiting and one running across all instances; short: one waiting, any running.
    await boss.createQueue(job.name, { policy: job.shareBacklog ? 'short' : 'stately', ...settings });
    // An existing queue takes the definition's current retry and timeout settings.
    await boss.updateQueue(job.name, settings);
    await boss.work(
      job.name,
      { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
      async ([claimed]) => {
        if (!claimed) return;
        await job.run(deps, { id: claimed.id, retry: claimed.retryCount, signal: claimed.signal });
      },
    );
  }

  const tickers: NodeJS.Timeout[] = [];
  // The start-up run of a runAtStart job is throttled too, under a key of its own: instances that
  // start together (a deployment, `npm run cluster`) queue one start-up run between them, not one
  // each, and it comes on top of the schedule's run of the slot. The slot is the job's interval,
  // at most startSlotSeconds (5 min), so an instance that starts later still brings a run forward.
  const startSlotSeconds = options.startSlotSeconds ?? 300;
  const tick = (job: JobDefinition, first: boolean): Promise<unknown> => {
    const seconds = intervalSeconds(job, deps);
    const sent =
      first && job.runAtStart
        ? boss.sendThrottled(job.name, null, null, Math.min(seconds, startSlotSeconds), 'at-start')
        : boss.sendThrottled(job.name, null, null, seconds);
    return sent.catch((error: unknown) =>
      deps.log.warn(
        { job: job.name, err: error instanceof Error ? error.message : String(error) },
        'job not queued',
      ),
    );
  };
  // The first sends are awaited: once the runner has started, its start-up runs are queued.
  await Promise.all(active.map((job) => tick(job, true)));
  for (const job of active) {
    const ticker = setInterval(() => void tick(job, false), intervalSeconds(job, deps) * 1000);
    ticker.unref();
    tickers.push(ticker);
  }

  return {
    kind: 'queue',
    jobs: active.map((job) => job.name),
    stop: async (graceMs = 30_000) => {
      for (const ticker of tickers) clearInterval(ticker);
      await boss.stop({ graceful: true, timeout: graceMs, close: true });
    },
  };
}
