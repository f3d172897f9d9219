import type { Deps } from '../deps';
import { startInProcessRunner } from './in-process-runner';
import type { JobDefinition, JobRunner } from './job';
import type { QueueOptions } from './queue-runner';

/**
 * Starts the jobs on the runner the database calls for, the way db/client.ts picks its driver: with
 * DATABASE_URL the pg-boss queue in that database, shared by every instance; on the embedded PGlite
 * default the in-process runner. The job definitions are the same either way.
 */
export async function startJobs(
  deps: Deps,
  definitions: readonly JobDefinition[],
  queue: Partial<Omit<QueueOptions, 'connectionString'>> = {},
): Promise<JobRunner> {
  const url = deps.config.DATABASE_URL;
  if (!url) return startInProcessRunner(deps, definitions);
  // pg-boss loads only where it runs (half a second of start-up on the embedded default otherwise).
  const { startQueueRunner } = await import('./queue-runner');
  return startQueueRunner(deps, definitions, {
    connectionString: url,
    poolSize: deps.config.JOB_POOL_SIZE,
    ...queue,
  });
}
