import type { Deps } from '../../deps';
import { type Poller, startPoller } from '../../lib/poller';
import { runPendingDataExports } from './data-export.service';
import { sweepInactiveAccounts } from './inactivity.service';

const EXPORT_POLL_MS = 15_000;
const DAY_MS = 86_400_000;

/**
 * The privacy jobs, until the job queue registers them itself: data exports (each pending request
 * → prepareDataExport(deps, requestId)) every 15 seconds, and the inactivity sweep
 * (sweepInactiveAccounts(deps, now)) once a day. server.ts starts them.
 */
export function startPrivacyJobs(deps: Deps): Poller {
  const exports = startPoller('data exports', () => runPendingDataExports(deps), EXPORT_POLL_MS, deps.log);
  const sweep = startPoller(
    'inactivity sweep',
    () => sweepInactiveAccounts(deps, deps.now()),
    DAY_MS,
    deps.log,
  );
  return {
    stop: async () => {
      await Promise.all([exports.stop(), sweep.stop()]);
    },
  };
}
