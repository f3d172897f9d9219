import { defineJob } from '../../jobs/job';
import { sweepOverdueReservations } from './reservation.service';

/**
 * Releases dispense reservations left open past their deadline (a crash mid-dispense, a lost
 * runner): as soon as an instance starts and then every 30 seconds. The held card use or ball money
 * goes back; a done report that comes later changes nothing.
 */
export const dispenseTimeoutJob = defineJob({
  name: 'dispense-timeouts',
  everySeconds: 30,
  runAtStart: true,
  timeoutSeconds: 120,
  run: async (deps) => {
    const released = await sweepOverdueReservations(deps);
    if (released > 0) deps.log.warn({ released }, 'released dispense reservations left open');
    return released;
  },
});
