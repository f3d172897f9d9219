import { NOTIFICATION_KINDS } from '@golfwallet/core/contracts/notifications/shapes';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../../test/helper';
import { outbox, STORED_NOTIFICATION_KINDS } from '../../db/schema/index';
import { expiringNoticesJob } from '../../modules/notifications/expiring-notices.job';
import { insertClub, insertVoucher } from '../../../test/builders/voucher.factory';

let t: TestApp;
let clubId: number;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  clubId = (await insertClub(t, { name: 'Furesø Golfklub' })).id;
});
afterAll(async () => t.close());

const inbox = (user: TestUser) => t.call({ method: 'GET', url: '/notifications', token: user.token });

/** One run of the expiring-notices job (the server runs it every 15 minutes). */
const runExpiringNotices = () =>
  expiringNoticesJob.run(
    { db: t.database.db, config: t.config, now: t.clock.now, log: t.app.log },
    { id: 'test', retry: 0, signal: new AbortController().signal },
  );

/** Sends a voucher by e-mail and confirms it as the recipient, through the API. */
async function transfer(from: TestUser, voucherId: number, to: TestUser) {
  const sent = await t.call({
    method: 'POST',
    url: `/voucher/transfer/${voucherId}`,
    token: from.token,
    payload: { email: to.email, confirm_email: to.email },
  });
  expect(sent.statusCode, sent.body).toBe(201);
  const [mail] = await t.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, to.email))
    .orderBy(desc(outbox.id))
    .limit(1);
  const token = /\/voucher-subtransfer\/([A-Za-z0-9_-]{43})/.exec(mail!.text)![1]!;
  const done = await t.call({
    method: 'PATCH',
    url: `/transfer-process/${token}`,
    token: to.token,
    payload: {},
  });
  expect(done.statusCode, done.body).toBe(200);
}

describe('notifications', () => {
  it('stores the kinds core knows', () => {
    expect([...STORED_NOTIFICATION_KINDS]).toEqual([...NOTIFICATION_KINDS]);
  });

  it('tells the recipient what arrived and the sender that it was accepted; each reads only their own', async () => {
    const [a, b] = await Promise.all([createTestUser(t), createTestUser(t)]);
    const voucher = await insertVoucher(t, { clubId, userId: a.id, name: 'Greenfee 18 huller' });
    await transfer(a, voucher.id, b);

    const received = (await inbox(b)).json();
    expect(received.unread).toBe(1);
    expect(received.items).toMatchObject([
      { kind: 'voucher_received', voucher_id: voucher.id, voucher_name: 'Greenfee 18 huller', read: false },
    ]);
    const accepted = (await inbox(a)).json();
    expect(accepted.items).toMatchObject([{ kind: 'transfer_accepted', voucher_name: 'Greenfee 18 huller' }]);

    // A cannot mark B's notification read.
    const theirs = received.items[0].id as number;
    const crossed = await t.call({
      method: 'POST',
      url: '/notifications/read',
      token: a.token,
      payload: { ids: [theirs] },
    });
    expect(crossed.statusCode).toBe(200);
    expect((await inbox(b)).json().unread).toBe(1);
    const own = await t.call({
      method: 'POST',
      url: '/notifications/read',
      token: b.token,
      payload: { ids: [theirs] },
    });
    expect(own.json()).toEqual({ unread: 0 });
    expect((await inbox(b)).json().items[0].read).toBe(true);
  });

  it('adds one notice for a voucher expiring within 7 days, and none when that kind is off', async () => {
    const golfer = await createTestUser(t);
    const now = t.clock.now().getTime();
    await insertVoucher(t, { clubId, userId: golfer.id, name: 'Soon', validTo: new Date(now + 3 * DAY) });
    await insertVoucher(t, { clubId, userId: golfer.id, name: 'Later', validTo: new Date(now + 30 * DAY) });
    // Reading the inbox writes nothing: the notice comes from the job.
    expect((await inbox(golfer)).json().items).toEqual([]);
    await runExpiringNotices();
    await runExpiringNotices();
    const first = (await inbox(golfer)).json();
    expect(
      first.items.map((item: { kind: string; voucher_name: string }) => [item.kind, item.voucher_name]),
    ).toEqual([['expiring', 'Soon']]);
    expect((await inbox(golfer)).json().total).toBe(1);

    const other = await createTestUser(t);
    const off = await t.call({
      method: 'PATCH',
      url: '/notification-settings',
      token: other.token,
      payload: { expiring: false },
    });
    expect(off.json()).toEqual({
      voucher_received: true,
      transfer_accepted: true,
      offer: true,
      expiring: false,
    });
    await insertVoucher(t, { clubId, userId: other.id, name: 'Soon too', validTo: new Date(now + 2 * DAY) });
    await runExpiringNotices();
    expect((await inbox(other)).json().items).toEqual([]);
    const settings = await t.call({ method: 'GET', url: '/notification-settings', token: other.token });
    expect(settings.json().expiring).toBe(false);
  });

  it('refuses unknown settings and bad ids with 422', async () => {
    const golfer = await createTestUser(t);
    const bad = await t.call({
      method: 'PATCH',
      url: '/notification-settings',
      token: golfer.token,
      payload: { sms: true },
    });
    expect(bad.statusCode).toBe(422);
    const ids = await t.call({
      method: 'POST',
      url: '/notifications/read',
      token: golfer.token,
      payload: { ids: ['x'] },
    });
    expect(ids.statusCode).toBe(422);
  });
});
