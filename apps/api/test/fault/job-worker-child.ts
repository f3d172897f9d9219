/**
 * An API instance's job worker alone, for job-queue.test.ts: starts the queue runner on the database
 * given as the first argument with one job, `crash-handover`, whose run says `claimed <job id>` on
 * stdout and then never ends. The test kills this process with SIGKILL while the run is in hand.
 */
import type { Deps } from '../../src/deps';
import { defineJob } from '../../src/jobs/job';
import { startQueueRunner } from '../../src/jobs/queue-runner';
import { testConfig } from '../support/test-config';

const url = process.argv[2];
if (!url) throw new Error('usage: job-worker-child.ts postgres://…');

const quiet = () => {};
const log = { info: quiet, warn: quiet, error: quiet, debug: quiet, trace: quiet, fatal: quiet };
const deps = { config: testConfig(), now: () => new Date(), log } as unknown as Deps;

const crashHandoverJob = defineJob({
  name: 'crash-handover',
  everySeconds: 3600,
  timeoutSeconds: 3,
  retry: { limit: 2, delaySeconds: 1, maxDelaySeconds: 2 },
  run: (_deps, job) => {
    process.stdout.write(`claimed ${job.id}\n`);
    return new Promise(() => {});
  },
});

await startQueueRunner(deps, [crashHandoverJob], {
  connectionString: url,
  poolSize: 2,
  pollingIntervalSeconds: 0.5,
  superviseIntervalSeconds: 1,
});
process.stdout.write('started\n');
