import { defineJob } from '../../jobs/job';
import { touchExpiredPasses } from './wallet-pass.repository';

const BATCH = 500;

/**
 * Expiry is the clock passing a voucher's valid_to, not a write the voucher trigger sees: every
 * minute this touches the passes whose voucher has expired since the pass last changed, so the
 * registered devices are told and fetch the voided pass (and Google's object turns EXPIRED).
 * Always on: without APNs or Google keys the notifications wait in the wallet outbox as any other.
 */
export const walletPassExpiryJob = defineJob({
  name: 'wallet-pass-expiry',
  everySeconds: 60,
  timeoutSeconds: 300,
  run: async (deps) => {
    let touched = 0;
    for (;;) {
      const count = await touchExpiredPasses(deps.db, deps.now(), BATCH);
      touched += count;
      if (count < BATCH) return touched;
    }
  },
});
