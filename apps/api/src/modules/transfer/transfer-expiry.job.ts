import { defineJob } from '../../jobs/job';
import { expireDueTransfers } from './transfer.repository';

const BATCH = 500;

/**
 * Ends pending transfers whose links have expired and frees their vouchers, every minute. Reads do
 * not wait for it: a hold past its expiry already reads as free (voucher-rules.ts) and an expired
 * link answers TRANSFER_EXPIRED; this job only tidies the rows. Answers how many it ended.
 */
export const transferExpiryJob = defineJob({
  name: 'transfer-expiry',
  everySeconds: 60,
  timeoutSeconds: 300,
  run: async (deps) => {
    let ended = 0;
    for (;;) {
      const count = await expireDueTransfers(deps.db, deps.now(), BATCH);
      ended += count;
      if (count < BATCH) return ended;
    }
  },
});
