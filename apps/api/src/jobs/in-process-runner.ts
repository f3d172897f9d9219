import type { Deps } from '../deps';
import {
  activeJobs,
  backoffMs,
  intervalSeconds,
  type JobDefinition,
  type JobRunner,
  retryPolicy,
} from './job';

export interface InProcessOptions {
  /** Jitter source for the back-off (tests pin it). */
  random?: () => number;
}

/**
 * Runs the job definitions inside this process, for the embedded database (one process owns it, so
 * there is nobody to share the work with). Each job runs at start and then `everySeconds` after the
 * end of its last run, never two runs of one job at once; a failed run is retried with the
 * queue's back-off (backoffMs) up to its retry limit, then waits for its next turn. A run past its
 * timeout is told to stop (its signal) and counted as failed once it returns.
 */
export function startInProcessRunner(
  deps: Deps,
  definitions: readonly JobDefinition[],
  options: InProcessOptions = {},
): JobRunner {
  const random = options.random ?? Math.random;
  const timers = new Set<NodeJS.Timeout>();
  const running = new Map<string, { done: Promise<void>; abort: AbortController }>();
  let stopped = false;
  let runs = 0;

  const later = (ms: number, fn: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      fn();
    }, ms);
    timers.add(timer);
  };

  const attempt = (job: JobDefinition, retry: number) => {
    if (stopped) return;
    const abort = new AbortController();
    const timeout = setTimeout(
      () => abort.abort(new Error(`${job.name} ran past ${job.timeoutSeconds}s`)),
      job.timeoutSeconds * 1000,
    );
    runs += 1;
    const id = `${job.name}:${runs}`;
    const done = Promise.resolve()
      .then(() => job.run(deps, { id, retry, signal: abort.signal }))
      .then(() => {
        if (abort.signal.aborted) throw abort.signal.reason;
      })
      .then(
        () => ({ ok: true as const }),
        (error: unknown) => ({ ok: false as const, error }),
      )
      .then((outcome) => {
        clearTimeout(timeout);
        running.delete(job.name);
        if (stopped) return;
        const policy = retryPolicy(job);
        if (!outcome.ok) {
          const message = outcome.error instanceof Error ? outcome.error.message : String(outcome.error);
          const willRetry = retry < policy.limit;
          deps.log.error({ job: job.name, retry, willRetry, err: message }, 'job failed');
          if (willRetry) {
            later(backoffMs(policy, retry + 1, random), () => attempt(job, retry + 1));
            return;
          }
        }
        later(intervalSeconds(job, deps) * 1000, () => attempt(job, 0));
      });
    running.set(job.name, { done, abort });
  };

  const active = activeJobs(deps, definitions);
  for (const job of active) later(0, () => attempt(job, 0));

  return {
    kind: 'in-process',
    jobs: active.map((job) => job.name),
    stop: async (graceMs = 30_000) => {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      const inFlight = [...running.values()];
      let grace: NodeJS.Timeout | undefined;
      const expired = new Promise<void>((resolve) => {
        grace = setTimeout(resolve, graceMs);
      });
      await Promise.race([Promise.all(inFlight.map((run) => run.done)), expired]);
      clearTimeout(grace);
      for (const run of inFlight) run.abort.abort(new Error('job runner stopped'));
    },
  };
}
