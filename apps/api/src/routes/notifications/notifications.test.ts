import { getNotificationSettings } from '@golfwallet/core/contracts/notifications/get-notification-settings';
import { listNotifications } from '@golfwallet/core/contracts/notifications/list-notifications';
import { markNotificationsRead } from '@golfwallet/core/contracts/notifications/mark-notifications-read';
import { NOTIFICATION_KINDS } from '@golfwallet/core/contracts/notifications/shapes';
import { updateNotificationSettings } from '@golfwallet/core/contracts/notifications/update-notification-settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../../test/helper';
import { STORED_NOTIFICATION_KINDS } from '../../db/schema/index';
import { expiringNoticesJob } from '../../modules/notifications/expiring-notices.job';
import { transferThroughApi } from '../../../test/builders/transfer.factory';
import { insertClub, insertVoucher } from '../../../test/builders/voucher.factory';

let t: TestApp;
let clubId: number;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  clubId = (await insertClub(t, { name: 'Furesø Golfklub' })).id;
});
afterAll(async () => t.close());

const inbox = (user: TestUser) => t.api({ token: user.token })(listNotifications);
const markRead = (user: TestUser, ids: number[]) =>
  t.api({ token: user.token })(markNotificationsRead, { body: { ids } });

/** One run of the expiring-notices job (the server runs it every 15 minutes). */
const runExpiringNotices = () =>
  expiringNoticesJob.run(
    { db: t.database.db, config: t.config, now: t.clock.now, log: t.app.log },
    { id: 'test', retry: 0, signal: new AbortController().signal },
  );

describe('notifications', () => {
  it('stores the kinds core knows', () => {
    expect([...STORED_NOTIFICATION_KINDS]).toEqual([...NOTIFICATION_KINDS]);
  });

  it('tells the recipient what arrived and the sender that it was accepted; each reads only their own', async () => {
    const [a, b] = await Promise.all([createTestUser(t), createTestUser(t)]);
    const voucher = await insertVoucher(t, { clubId, userId: a.id, name: 'Greenfee 18 huller' });
    await transferThroughApi(t, a, voucher.id, b);

    const received = await inbox(b);
    expect(received.unread).toBe(1);
    expect(received.items).toMatchObject([
      { kind: 'voucher_received', voucher_id: voucher.id, voucher_name: 'Greenfee 18 huller', read: false },
    ]);
    const accepted = await inbox(a);
    expect(accepted.items).toMatchObject([{ kind: 'transfer_accepted', voucher_name: 'Greenfee 18 huller' }]);

    // A cannot mark B's notification read.
    const theirs = received.items[0]!.id;
    await markRead(a, [theirs]); // 200, checked by the client
    expect((await inbox(b)).unread).toBe(1);
    expect(await markRead(b, [theirs])).toEqual({ unread: 0 });
    expect((await inbox(b)).items[0]!.read).toBe(true);
  });

  it('adds one notice for a voucher expiring within 7 days, and none when that kind is off', async () => {
    const golfer = await createTestUser(t);
    const now = t.clock.now().getTime();
    await insertVoucher(t, { clubId, userId: golfer.id, name: 'Soon', validTo: new Date(now + 3 * DAY) });
    await insertVoucher(t, { clubId, userId: golfer.id, name: 'Later', validTo: new Date(now + 30 * DAY) });
    // Reading the inbox writes nothing: the notice comes from the job.
    expect((await inbox(golfer)).items).toEqual([]);
    await runExpiringNotices();
    await runExpiringNotices();
    const first = await inbox(golfer);
    expect(first.items.map((item) => [item.kind, item.voucher_name])).toEqual([['expiring', 'Soon']]);
    expect((await inbox(golfer)).total).toBe(1);

    const other = await createTestUser(t);
    const off = await t.api({ token: other.token })(updateNotificationSettings, {
      body: { expiring: false },
    });
    expect(off).toEqual({
      voucher_received: true,
      transfer_accepted: true,
      offer: true,
      expiring: false,
    });
    await insertVoucher(t, { clubId, userId: other.id, name: 'Soon too', validTo: new Date(now + 2 * DAY) });
    await runExpiringNotices();
    expect((await inbox(other)).items).toEqual([]);
    const settings = await t.api({ token: other.token })(getNotificationSettings);
    expect(settings.expiring).toBe(false);
  });

  it('refuses unknown settings and bad ids with 422', async () => {
    const golfer = await createTestUser(t);
    // Raw: a setting and an id the contract's types forbid.
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
