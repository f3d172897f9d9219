import { eq } from 'drizzle-orm';
import type { TestApp } from '../helper';
import { voucherTransfers } from '../../src/db/schema/index';
import { insertVoucher } from './voucher.factory';

const DAY_MS = 86_400_000;

/** A pending transfer whose link expired a day ago, still holding one voucher (the job not yet run). */
export async function insertExpiredTransfer(t: TestApp, fromUserId: number, clubId: number) {
  const expiresAt = new Date(t.clock.now().getTime() - DAY_MS);
  const [transfer] = await t.database.db
    .insert(voucherTransfers)
    .values({
      tokenHash: `expired-${fromUserId}-${Date.now()}-${Math.random()}`,
      fromUserId,
      targetEmail: 'late@example.com',
      voucherName: 'Greenfee',
      quantity: 1,
      createdAt: new Date(expiresAt.getTime() - 14 * DAY_MS),
      expiresAt,
    })
    .returning();
  const voucher = await insertVoucher(t, {
    clubId,
    userId: fromUserId,
    transferId: transfer!.id,
    transferExpiresAt: expiresAt,
  });
  const status = async () => {
    const [row] = await t.database.db
      .select({ status: voucherTransfers.status })
      .from(voucherTransfers)
      .where(eq(voucherTransfers.id, transfer!.id));
    return row!.status;
  };
  return { transferId: transfer!.id, voucherId: voucher.id, status };
}
