import type { Deps } from '../../deps';
import { CLAIM_LEASE_MS, recordFailedAttempt } from '../outbox/outbox-worker';
import { receiptMail } from './receipt-mail';
import { claimReceiptsToRender, loadReceiptOrders, storeRenderedReceipt } from './receipt.repository';

const BATCH_SIZE = 20;

export interface RenderResult {
  rendered: number;
  retried: number;
}

/**
 * Renders the receipt mails the paying statement queued (fulfil.repository.ts): the text and the
 * PDF from the order's stored lines, stored on the outbox row, which then goes out with the other
 * mail (or shows in the development mailbox). Rows are claimed in batches (their orders read in
 * three queries per batch), so two workers never render one twice, and stored only while still to
 * render. A failure keeps the row with the outbox's back-off (recordFailedAttempt).
 */
export async function renderDueReceipts(deps: Deps): Promise<RenderResult> {
  const result: RenderResult = { rendered: 0, retried: 0 };
  for (;;) {
    const now = deps.now();
    const rows = await claimReceiptsToRender(deps.db, {
      now,
      leaseUntil: new Date(now.getTime() + CLAIM_LEASE_MS),
      limit: BATCH_SIZE,
    });
    const orders = await loadReceiptOrders(
      deps.db,
      rows.map((row) => row.orderId),
    );
    for (const row of rows) {
      try {
        const order = orders.get(row.orderId);
        if (!order) throw new Error(`order ${row.orderId} is not paid or has no buyer`);
        if (
          await storeRenderedReceipt(
            deps.db,
            row.id,
            await receiptMail(order, deps.config.PUBLIC_URL),
            deps.now(),
          )
        )
          result.rendered += 1;
      } catch (error) {
        // A receipt is never given up: the order is paid, and a fixed fault renders it later.
        await recordFailedAttempt(deps, row, error, { permanent: false, maxAttempts: Infinity });
        result.retried += 1;
      }
    }
    if (rows.length < BATCH_SIZE) return result;
  }
}
