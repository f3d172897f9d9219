import { DAY_SECONDS, scheduledJob } from '../../jobs/job';
import { runPendingDataExports } from './data-export.service';
import { sweepInactiveAccounts } from './inactivity.service';

/** Prepares each pending data export (prepareDataExport) and mails its link, every 15 seconds. */
export const dataExportJob = scheduledJob('data-exports', 15, (deps) => runPendingDataExports(deps), {
  timeoutSeconds: 600,
});

/**
 * The inactivity rule of the privacy policy, once a day: 24 months without login and nothing to
 * keep → a warning mail, and 30 days later the erasure (sweepInactiveAccounts).
 */
export const inactiveAccountsJob = scheduledJob('inactive-accounts', DAY_SECONDS, (deps) =>
  sweepInactiveAccounts(deps, deps.now()),
);
