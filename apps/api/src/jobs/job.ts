import type { Deps } from '../deps';

/**
 * Background work, defined once and run by either runner (select-runner.ts): on a PostgreSQL
 * server the pg-boss queue (queue-runner.ts: one run at a time across every instance, a crashed
 * instance's run picked up by another, retries with back-off), on the embedded PGlite database the
 * in-process runner (in-process-runner.ts) with the same schedule, retries and back-off. A job is a
 * sweep: it looks for what is due and does it, so running it once more than needed changes nothing.
 */
export interface JobDefinition {
  /** The queue's name: lower-case letters, digits and dashes. */
  name: string;
  /** Runs again this long after the last run (seconds; from the configuration when a function). */
  everySeconds: number | ((deps: Deps) => number);
  /** Runs once as soon as an instance starts (repairs after a crash), not only on the schedule. */
  runAtStart?: boolean;
  /**
   * On the queue, runs on several instances at once are allowed (each run claims its own rows, as
   * the outbox does), so a backlog is shared; otherwise one run at a time across all instances.
   */
  shareBacklog?: boolean;
  /** A run taking longer than this is given up and retried (the queue's expiry; seconds). */
  timeoutSeconds: number;
  /** Retries of a failed run before the next scheduled one; the delay doubles each time. */
  retry?: Partial<RetryPolicy>;
  /** Why this instance leaves the job off (logged once at start), or undefined to run it. */
  off?(deps: Deps): string | undefined;
  /** What a running job leaves undone on this instance (each line logged once at start). */
  notes?(deps: Deps): string[];
  run(deps: Deps, job: JobContext): Promise<unknown>;
}

/** What a run knows about itself. */
export interface JobContext {
  /** The queue's job id (in-process: the job name and a run number). */
  id: string;
  /** 0 on the first attempt, 1 on the first retry… */
  retry: number;
  /** Aborted when the runner gives the run up (timeout, shutdown): stop soon. */
  signal: AbortSignal;
}

export interface RetryPolicy {
  /** Retries after the first failed attempt. */
  limit: number;
  /** The first retry's delay (seconds); the nth waits between delay·2ⁿ⁻¹ and delay·2ⁿ. */
  delaySeconds: number;
  /** No retry waits longer than this (seconds). */
  maxDelaySeconds: number;
}

export const DEFAULT_RETRY: RetryPolicy = { limit: 3, delaySeconds: 5, maxDelaySeconds: 300 };

export const DAY_SECONDS = 86_400;

const NAME = /^[a-z0-9][a-z0-9-]{0,62}$/;

/** Checks a definition and fills in the defaults. */
export function defineJob(definition: JobDefinition): JobDefinition {
  if (!NAME.test(definition.name)) throw new Error(`job name ${definition.name}: lower-case, digits, dashes`);
  if (!(definition.timeoutSeconds >= 1)) throw new Error(`job ${definition.name}: timeoutSeconds ≥ 1`);
  return { ...definition, retry: { ...DEFAULT_RETRY, ...definition.retry } };
}

/**
 * A service's sweep as a job that runs every `everySeconds` (and at start-up on the embedded
 * database). The one line a module needs to put its work on the schedule, e.g. in
 * background-jobs.ts: `scheduledJob('inactive-accounts', DAY_SECONDS, (deps) => sweep(deps, deps.now()))`.
 */
export function scheduledJob(
  name: string,
  everySeconds: number,
  run: (deps: Deps, job: JobContext) => Promise<unknown>,
  options: Partial<Omit<JobDefinition, 'name' | 'everySeconds' | 'run'>> = {},
): JobDefinition {
  return defineJob({
    name,
    everySeconds,
    run,
    timeoutSeconds: options.timeoutSeconds ?? Math.min(3600, Math.max(60, everySeconds)),
    ...options,
  });
}

/**
 * The definitions this instance runs: those not switched off. Logs once why each job is off, or
 * the notes of one that runs.
 */
export function activeJobs(deps: Deps, definitions: readonly JobDefinition[]): JobDefinition[] {
  return definitions.filter((job) => {
    const reason = job.off?.(deps);
    if (reason) deps.log.info({ job: job.name }, reason);
    else for (const note of job.notes?.(deps) ?? []) deps.log.info({ job: job.name }, note);
    return !reason;
  });
}

export function intervalSeconds(job: JobDefinition, deps: Deps): number {
  return typeof job.everySeconds === 'function' ? job.everySeconds(deps) : job.everySeconds;
}

export function retryPolicy(job: JobDefinition): RetryPolicy {
  return { ...DEFAULT_RETRY, ...job.retry };
}

/**
 * The wait before retry number `retry` (1 = the first retry), in milliseconds: pg-boss's
 * exponential back-off, delay·2ⁿ⁻¹ plus a random part up to as much again, at most the maximum.
 */
export function backoffMs(policy: RetryPolicy, retry: number, random: () => number = Math.random): number {
  const base = policy.delaySeconds * 2 ** Math.min(16, retry) * 0.5;
  return Math.min(policy.maxDelaySeconds, base + base * random()) * 1000;
}

/** What either runner hands back: stop it on shutdown. */
export interface JobRunner {
  readonly kind: 'queue' | 'in-process';
  /** The jobs this instance runs (the ones not switched off). */
  readonly jobs: readonly string[];
  /**
   * Stops scheduling and taking runs, waits up to `graceMs` for the runs in progress, then gives
   * them up: the queue hands a given-up run to another instance as a retry.
   */
  stop(graceMs?: number): Promise<void>;
}
