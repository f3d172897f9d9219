import { defineJob } from '../../jobs/job';
import { sweepOverdueReservations } from './reservation.service';

/** How long a run waits for this instance's MQTT session to catch up before it is left for later. */
const CATCH_UP_WAIT_MS = 60_000;

/**
 * Releases dispense reservations left open past their deadline (a crash mid-dispense, a lost
 * runner): as soon as an instance starts and then every 30 seconds. The held card use or ball money
 * goes back. With a broker it first waits (at most a minute, then the next run tries again) until
 * this instance's persistent MQTT session has delivered the reports kept while it was down, so a
 * done the machine sent meanwhile settles instead of being released; a done that comes after a
 * release is recorded as late (reservation.service.ts).
 */
export const dispenseTimeoutJob = defineJob({
  name: 'dispense-timeouts',
  everySeconds: 30,
  runAtStart: true,
  timeoutSeconds: 120,
  run: async (deps, job) => {
    const released = await sweepOverdueReservations(deps, { waitMs: CATCH_UP_WAIT_MS, signal: job.signal });
    if (released > 0) deps.log.warn({ released }, 'released dispense reservations left open');
    return released;
  },
});
