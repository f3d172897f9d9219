import { confirmTransferProcess } from '@golfwallet/core/contracts/transfers/confirm-transfer-process';
import { createTransfer } from '@golfwallet/core/contracts/transfers/create-transfer';
import { desc, eq } from 'drizzle-orm';
import type { TestApp, TestUser } from '../helper';
import { outbox, voucherTransfers } from '../../src/db/schema/index';
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

/**
 * Sends a voucher by e-mail and confirms it as the recipient, through the typed client (which
 * checks the 201 and the 200).
 */
export async function transferThroughApi(t: TestApp, from: TestUser, voucherId: number, to: TestUser) {
  await t.api({ token: from.token })(createTransfer, {
    params: { id: String(voucherId) },
    body: { email: to.email, confirm_email: to.email },
  });
  const [mail] = await t.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, to.email))
    .orderBy(desc(outbox.id))
    .limit(1);
  const token = /\/voucher-subtransfer\/([A-Za-z0-9_-]{43})/.exec(mail!.text)![1]!;
  await t.api({ token: to.token })(confirmTransferProcess, { params: { token }, body: {} });
}
