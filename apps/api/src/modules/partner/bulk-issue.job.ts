import { defineJob } from '../../jobs/job';
import type { Deps } from '../../deps';
import { findClub } from '../redemption/redemption.service';
import { claimWaitingRecipients, recordIssued, runningBatches } from './bulk-issue.repository';
import { handOut } from './issue.service';
import { findClubProduct } from './product.repository';

/** Golfers handed out per transaction: a crash loses at most one chunk's work, never doubles it. */
const CHUNK = 100;

/**
 * Hands out the running bulk issues, a chunk of golfers per transaction: their vouchers (the stock
 * was taken when the batch started), history and mails, and the batch's progress. A golfer whose
 * voucher is recorded is never handed out again, so a run cut short (a crash, a restart) only
 * leaves work for the next. Answers how many vouchers it issued.
 */
export async function handOutBulkIssues(
  deps: Deps,
  options: { signal?: AbortSignal; maxChunks?: number } = {},
): Promise<number> {
  const { signal, maxChunks = Number.POSITIVE_INFINITY } = options;
  let issued = 0;
  let chunks = 0;
  for (const batch of await runningBatches(deps.db)) {
    const club = await findClub(deps.db, batch.clubId);
    const product = await findClubProduct(deps.db, batch.clubId, batch.productId);
    if (!club || !product) continue;
    for (;;) {
      if (signal?.aborted || chunks >= maxChunks) return issued;
      chunks += 1;
      const now = deps.now();
      const count = await deps.db.transaction(async (tx) => {
        const golfers = await claimWaitingRecipients(tx, batch.id, CHUNK);
        const made = golfers.length > 0 ? await handOut(tx, deps, product, club.name, golfers, 1, now) : [];
        await recordIssued(
          tx,
          batch.id,
          made.map((voucher) => ({ userId: voucher.userId!, voucherId: voucher.id })),
          now,
        );
        return golfers.length;
      });
      issued += count;
      if (count < CHUNK) break;
    }
  }
  return issued;
}

export const bulkIssueJob = defineJob({
  name: 'bulk-issue',
  everySeconds: 2,
  runAtStart: true,
  timeoutSeconds: 600,
  run: (deps, job) => handOutBulkIssues(deps, { signal: job.signal }),
});
