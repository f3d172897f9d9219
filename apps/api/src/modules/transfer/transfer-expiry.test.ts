import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../../test/helper';
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
const en = { 'accept-language': 'en' };

beforeAll(async () => {
  t = await createTestApp();
  club = await insertClub(t, { name: 'Furesø Golfklub' });
});
afterAll(async () => t.close());

async function startTransfer(sender: TestUser, ids: number[], recipient: string) {
  const res = await t.call({
    method: 'POST',
    url: `/voucher/transfer/${ids.join(',')}`,
    token: sender.token,
    payload: { email: recipient, confirm_email: recipient },
    headers: en,
  });
  expect(res.statusCode, res.body).toBe(201);
  const [mail] = await t.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, recipient))
    .orderBy(desc(outbox.id))
    .limit(1);
  const link = /\/voucher-subtransfer\/([A-Za-z0-9_-]{43})/.exec(mail!.text)![1]!;
  return { id: res.json().transfer_id as number, link };
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
    let listed: Awaited<ReturnType<TestApp['call']>> | undefined;
    let link: Awaited<ReturnType<TestApp['call']>> | undefined;
    let counted: Awaited<ReturnType<TestApp['call']>> | undefined;
    const statements = await statementsDuring(t.database.db, async () => {
      listed = await t.call({ method: 'GET', url: '/vouchers', token: sender.token });
      counted = await t.call({ method: 'GET', url: '/vouchers/count', token: sender.token });
      link = await t.call({ method: 'GET', url: `/transfer-process/${transfer.link}`, headers: en });
    });
    expect(statements.length).toBeGreaterThan(0);
    expect(writes(statements)).toEqual([]);
    expect(listed!.json().items[0]).toMatchObject({
      voucher_id: voucher.id,
      in_transfer: false,
      transfer_id: null,
    });
    expect(counted!.statusCode).toBe(200);
    expect(link!.statusCode).toBe(410);
    expect(link!.json().code).toBe('TRANSFER_EXPIRED');
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
    const redeem = () =>
      t.call({
        method: 'POST',
        url: '/voucher/redeem',
        token: sender.token,
        payload: { voucher_id: voucher.id, club_id: club.id },
        headers: en,
      });
    expect((await redeem()).json().code).toBe('VOUCHER_IN_TRANSFER');
    t.clock.advance(15 * DAY);

    const redeemed = await redeem();
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    const printed = await t.call({ method: 'PATCH', url: `/voucher/pdf/${voucher.id}`, token: sender.token });
    expect(printed.statusCode, printed.body).toBe(200);
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
    const cancel = await t.call({
      method: 'DELETE',
      url: `/voucher/transfer/${first.id}`,
      token: sender.token,
      headers: en,
    });
    expect(cancel.json().code).toBe('TRANSFER_EXPIRED');
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
    const cancel = await t.call({
      method: 'DELETE',
      url: `/voucher/transfer/${transfer.id}`,
      token: sender.token,
      headers: en,
    });
    expect(cancel.statusCode).toBe(410);
    expect(cancel.json().code).toBe('TRANSFER_EXPIRED');
    expect((await transferRow(transfer.id)).status).toBe('pending');
  });
});
