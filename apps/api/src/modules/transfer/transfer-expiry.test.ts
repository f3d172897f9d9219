import type { ApiError } from '@golfwallet/core/client/api-client';
import { cancelTransfer } from '@golfwallet/core/contracts/transfers/cancel-transfer';
import { createTransfer } from '@golfwallet/core/contracts/transfers/create-transfer';
import { getTransferProcess } from '@golfwallet/core/contracts/transfers/get-transfer-process';
import { countVouchers } from '@golfwallet/core/contracts/vouchers/count-vouchers';
import { listVouchers } from '@golfwallet/core/contracts/vouchers/list-vouchers';
import { printVouchers } from '@golfwallet/core/contracts/vouchers/print-vouchers';
import { redeemVoucher } from '@golfwallet/core/contracts/vouchers/redeem-voucher';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, refusal, type TestApp, type TestUser } from '../../../test/helper';
import { statementsDuring, writes } from '../../../test/statements';
import { outbox, voucherTransfers, vouchers } from '../../db/schema/index';
import { insertClub, insertVoucher } from '../../../test/builders/voucher.factory';
import { transferExpiryJob } from './transfer-expiry.job';

/**
 * A read never writes (issue 10): a pending transfer past its expiry reads as ended at once (its
 * vouchers free, its link expired) without any statement that changes a row; the transfer-expiry
 * job then ends it in the tables. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */

let t: TestApp;
let club: Awaited<ReturnType<typeof insertClub>>;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  club = await insertClub(t, { name: 'Furesø Golfklub' });
});
afterAll(async () => t.close());

async function startTransfer(sender: TestUser, ids: number[], recipient: string) {
  // 201, checked by the typed client.
  const res = await t.api({ token: sender.token, language: 'en' })(createTransfer, {
    params: { id: ids.join(',') },
    body: { email: recipient, confirm_email: recipient },
  });
  const [mail] = await t.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, recipient))
    .orderBy(desc(outbox.id))
    .limit(1);
  const link = /\/voucher-subtransfer\/([A-Za-z0-9_-]{43})/.exec(mail!.text)![1]!;
  return { id: res.transfer_id, link };
}

async function transferRow(id: number) {
  const [row] = await t.database.db.select().from(voucherTransfers).where(eq(voucherTransfers.id, id));
  return row!;
}

async function voucherRow(id: number) {
  const [row] = await t.database.db.select().from(vouchers).where(eq(vouchers.id, id));
  return row!;
}

const jobDeps = () => ({ db: t.database.db, config: t.config, now: t.clock.now, log: t.app.log });

describe('an expired transfer', () => {
  it('reads as ended at once, without a write: list, count, link and the job then tidies up', async () => {
    const sender = await createTestUser(t);
    const voucher = await insertVoucher(t, {
      clubId: club.id,
      userId: sender.id,
      validTo: new Date(t.clock.now().getTime() + 100 * DAY),
    });
    const transfer = await startTransfer(sender, [voucher.id], 'nobody-opens@example.com');
    expect(await voucherRow(voucher.id)).toMatchObject({ transferId: transfer.id });
    t.clock.advance(15 * DAY);
    const golfer = t.api({ token: sender.token });
    let listed: Awaited<ReturnType<typeof golfer<typeof listVouchers>>> | undefined;
    let link: ApiError | undefined;
    const statements = await statementsDuring(t.database.db, async () => {
      listed = await golfer(listVouchers);
      await golfer(countVouchers); // 200, checked by the client
      link = await refusal(
        t.api({ language: 'en' })(getTransferProcess, { params: { token: transfer.link } }),
      );
    });
    expect(statements.length).toBeGreaterThan(0);
    expect(writes(statements)).toEqual([]);
    expect(listed!.items[0]).toMatchObject({
      voucher_id: voucher.id,
      in_transfer: false,
      transfer_id: null,
    });
    expect(link!.status).toBe(410);
    expect(link!.code).toBe('TRANSFER_EXPIRED');
    // Nothing was written: the rows still say pending until the job runs.
    expect((await transferRow(transfer.id)).status).toBe('pending');
    expect((await voucherRow(voucher.id)).transferId).toBe(transfer.id);

    expect(
      await transferExpiryJob.run(jobDeps(), { id: 'test', retry: 0, signal: new AbortController().signal }),
    ).toBe(1);
    expect((await transferRow(transfer.id)).status).toBe('expired');
    expect(await voucherRow(voucher.id)).toMatchObject({ transferId: null, transferExpiresAt: null });
  });

  it('frees its vouchers for redemption, printing and a new transfer before the job runs', async () => {
    const sender = await createTestUser(t);
    const voucher = await insertVoucher(t, {
      clubId: club.id,
      userId: sender.id,
      usesLeft: 5,
      usesTotal: 5,
      validTo: new Date(t.clock.now().getTime() + 100 * DAY),
    });
    const first = await startTransfer(sender, [voucher.id], 'first@example.com');
    const golfer = t.api({ token: sender.token, language: 'en' });
    const redeem = () => golfer(redeemVoucher, { body: { voucher_id: voucher.id, club_id: club.id } });
    expect((await refusal(redeem())).code).toBe('VOUCHER_IN_TRANSFER');
    t.clock.advance(15 * DAY);

    // 200 both, checked by the client.
    await redeem();
    await golfer(printVouchers, { params: { id: String(voucher.id) } });
    // The redemption's writes are its own (the use, the ledger, the event), none to the transfer.
    expect((await transferRow(first.id)).status).toBe('pending');

    // A new transfer takes the voucher over; the job then ends the old one and leaves the new hold.
    const second = await startTransfer(sender, [voucher.id], 'second@example.com');
    expect((await voucherRow(voucher.id)).transferId).toBe(second.id);
    await transferExpiryJob.run(jobDeps(), { id: 'test', retry: 0, signal: new AbortController().signal });
    expect((await transferRow(first.id)).status).toBe('expired');
    expect((await transferRow(second.id)).status).toBe('pending');
    expect((await voucherRow(voucher.id)).transferId).toBe(second.id);

    // The old link is dead, and its sender cannot cancel it any more.
    const cancel = await refusal(golfer(cancelTransfer, { params: { id: first.id } }));
    expect(cancel.code).toBe('TRANSFER_EXPIRED');
  });

  it('cannot be cancelled after its expiry even before the job ran', async () => {
    const sender = await createTestUser(t);
    const voucher = await insertVoucher(t, {
      clubId: club.id,
      userId: sender.id,
      validTo: new Date(t.clock.now().getTime() + 100 * DAY),
    });
    const transfer = await startTransfer(sender, [voucher.id], 'late-cancel@example.com');
    t.clock.advance(14 * DAY);
    const cancel = await refusal(
      t.api({ token: sender.token, language: 'en' })(cancelTransfer, { params: { id: transfer.id } }),
    );
    expect(cancel.status).toBe(410);
    expect(cancel.code).toBe('TRANSFER_EXPIRED');
    expect((await transferRow(transfer.id)).status).toBe('pending');
  });
});
