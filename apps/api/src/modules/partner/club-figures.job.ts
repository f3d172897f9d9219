import { defineJob } from '../../jobs/job';
import { clubsWithMarks, refreshClubFigures } from './club-figures.repository';

/**
 * Computes the back office's kept figures again for the vouchers the triggers marked
 * (club-figures.repository.ts), every minute and at start (after the migration that marks every
 * voucher), so that an overview rarely has more than a minute of changes to take in first.
 * Answers how many clubs it refreshed.
 */
export const clubFiguresJob = defineJob({
  name: 'club-figures',
  everySeconds: 60,
  runAtStart: true,
  timeoutSeconds: 600,
  run: async (deps, job) => {
    const clubs = await clubsWithMarks(deps.db);
    for (const clubId of clubs) {
      if (job.signal.aborted) break;
      await refreshClubFigures(deps.db, clubId);
    }
    return clubs.length;
  },
});
