import { defineJob } from '../../jobs/job';
import { deleteKeysBefore, KEY_KEPT_MS } from './redemption-request';

const BATCH = 1_000;

/**
 * Deletes redemptions' Idempotency-Keys and their stored answers once they are older than
 * KEY_KEPT_MS (24 hours): at start and every hour. A retry within the day answers the first
 * answer; a request with a key older than that is a new request. Answers how many it deleted.
 */
export const redemptionKeysJob = defineJob({
  name: 'redemption-keys',
  everySeconds: 3_600,
  runAtStart: true,
  timeoutSeconds: 300,
  run: async (deps) => {
    const before = new Date(deps.now().getTime() - KEY_KEPT_MS);
    let deleted = 0;
    for (;;) {
      const count = await deleteKeysBefore(deps.db, before, BATCH);
      deleted += count;
      if (count < BATCH) return deleted;
    }
  },
});
