import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, desc, eq } from 'drizzle-orm';
import ece from 'http_ece';
import webpush from 'web-push';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { updateNotificationSettings } from '@golfwallet/core/contracts/notifications/update-notification-settings';
import { getPushConfig, subscribePush, unsubscribePush } from '@golfwallet/core/contracts/push/push';
import { createTestApp, createTestUser, refusal, type TestApp, type TestUser } from '../../../test/helper';
import { transferThroughApi } from '../../../test/builders/transfer.factory';
import { pushKeysFor } from '../../adapters/push/web-push';
import { outbox, pushSubscriptions } from '../../db/schema/index';
import { insertClub, insertVoucher } from '../../../test/builders/voucher.factory';
import { deliverDuePushes, PUSH_OPENS } from '../../modules/push/push-worker';

/** A browser's push subscription: its own P-256 key pair and auth secret, as PushManager makes them. */
function device(endpoint = `https://push.example.com/send/${randomBytes(12).toString('hex')}`) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16).toString('base64url');
  return {
    ecdh,
    body: { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth } },
  };
}

const VAPID = webpush.generateVAPIDKeys();

let t: TestApp;
let clubId: number;

beforeAll(async () => {
  t = await createTestApp({
    env: { VAPID_PUBLIC_KEY: VAPID.publicKey, VAPID_PRIVATE_KEY: VAPID.privateKey },
  });
  clubId = (await insertClub(t, { name: 'Furesø Golfklub' })).id;
});
afterAll(async () => t.close());

/** Subscribes a device through the typed client (a call that resolves was answered 200). */
const subscribe = (user: TestUser, body: ReturnType<typeof device>['body']) =>
  t.api({ token: user.token })(subscribePush, { body });
const remove = (user: TestUser, endpoint: string) =>
  t.api({ token: user.token })(unsubscribePush, { body: { endpoint } });
const devicesOf = (userId: number) =>
  t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
const pushesTo = (email: string) =>
  t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, email), eq(outbox.channel, 'push')))
    .orderBy(desc(outbox.id));

/** A push service on this machine: answers each request with the next status and keeps what came. */
async function pushService(statuses: number[]) {
  const received: { path: string; headers: IncomingHttpHeaders; body: Buffer }[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = statuses.shift() ?? 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('web push subscriptions', () => {
  it('gives the VAPID public key and says pushes are delivered when keys are configured', async () => {
    const user = await createTestUser(t);
    const res = await t.api({ token: user.token })(getPushConfig);
    expect(res).toEqual({ public_key: VAPID.publicKey, delivery: 'web-push' });
    expect((await refusal(t.api()(getPushConfig))).status).toBe(401);
  });

  it('keeps pushes in the development mailbox without keys, with a key pair browsers can subscribe with', () => {
    const keys = pushKeysFor({ ...t.config, VAPID_PUBLIC_KEY: undefined, VAPID_PRIVATE_KEY: undefined });
    expect(keys.delivery).toBe('dev');
    expect(Buffer.from(keys.publicKey, 'base64url')).toHaveLength(65);
  });

  it('refuses (422) a subscription that is not https or whose keys are not keys, in the golfer’s language', async () => {
    const user = await createTestUser(t, { languageDefault: 'da' });
    const good = device().body;
    for (const bad of [
      { ...good, endpoint: 'http://push.example.com/x' },
      { ...good, keys: { ...good.keys, p256dh: 'not a key!' } },
      { ...good, keys: { p256dh: good.keys.p256dh } },
    ]) {
      // Raw: bodies the contract forbids (keys missing, not https).
      const res = await t.call({ method: 'PUT', url: '/push/subscription', token: user.token, payload: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
      expect(JSON.stringify(res.json())).toContain('Værdien er ikke gyldig');
    }
    expect(await devicesOf(user.id)).toHaveLength(0);
  });

  it('stores one row per device, and the same device again replaces it', async () => {
    const user = await createTestUser(t);
    const phone = device();
    // Each 200, checked by the client.
    await subscribe(user, phone.body);
    await subscribe(user, device().body);
    const renewed = { ...phone.body, keys: device().body.keys };
    await subscribe(user, renewed);
    const rows = await devicesOf(user.id);
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.endpoint === phone.body.endpoint)?.p256dh).toBe(renewed.keys.p256dh);
  });

  it('lets no golfer remove another golfer’s device; a device signed in to by another account follows it', async () => {
    const [anna, bo] = await Promise.all([createTestUser(t), createTestUser(t)]);
    const phone = device();
    await subscribe(anna, phone.body);
    const crossed = await remove(bo, phone.body.endpoint);
    expect(crossed).toEqual({ removed: false });
    expect(await devicesOf(anna.id)).toHaveLength(1);

    expect(await remove(anna, phone.body.endpoint)).toEqual({ removed: true });
    expect(await devicesOf(anna.id)).toHaveLength(0);

    // The same phone, now signed in as Bo, subscribes again: its pushes are Bo's from now on.
    await subscribe(anna, phone.body);
    await subscribe(bo, phone.body);
    expect(await devicesOf(anna.id)).toHaveLength(0);
    expect(await devicesOf(bo.id)).toHaveLength(1);
  });
});

describe('pushes for notifications', () => {
  let service: Awaited<ReturnType<typeof pushService>> | undefined;
  afterEach(async () => {
    await service?.close();
    service = undefined;
  });

  it('queues one push per device of the golfer, in the golfer’s language, and none for a kind turned off', async () => {
    const [anna, bo] = await Promise.all([createTestUser(t), createTestUser(t, { languageDefault: 'da' })]);
    await subscribe(bo, device().body);
    await subscribe(bo, device().body);
    await subscribe(anna, device().body);
    // 200, checked by the client.
    await t.api({ token: anna.token })(updateNotificationSettings, { body: { transfer_accepted: false } });
    const voucher = await insertVoucher(t, { clubId, userId: anna.id, name: 'Greenfee 18 huller' });
    await transferThroughApi(t, anna, voucher.id, bo);

    const bos = await pushesTo(bo.email);
    expect(bos).toHaveLength(2);
    expect(bos.map((row) => [row.subject, row.text, row.template, row.status])).toEqual([
      ['GolfWallet', 'Du har modtaget Greenfee 18 huller', 'push_voucher_received', 'pending'],
      ['GolfWallet', 'Du har modtaget Greenfee 18 huller', 'push_voucher_received', 'pending'],
    ]);
    expect(await pushesTo(anna.email)).toHaveLength(0);

    // The development mailbox shows them beside the mail.
    const mailbox = await t.app.inject({ method: 'GET', url: `/dev/mail.json?to=${bo.email}` });
    const channels = mailbox.json().messages.map((row: { channel: string }) => row.channel);
    expect(channels.filter((channel: string) => channel === 'push')).toHaveLength(2);
    const page = await t.app.inject({
      method: 'GET',
      url: `/dev/mail?to=${bo.email}`,
      headers: { 'accept-language': 'en' },
    });
    expect(page.body).toContain('<dd>Push notification</dd>');
  });

  it('delivers encrypted and VAPID-signed to the push service, and forgets a device that is gone', async () => {
    service = await pushService([201, 410]);
    const [anna, bo] = await Promise.all([createTestUser(t), createTestUser(t)]);
    const phone = device();
    const tablet = device();
    await subscribe(bo, phone.body);
    await subscribe(bo, tablet.body);
    // Point both devices at the local push service (the API itself only takes https endpoints).
    for (const [name, one] of [
      ['phone', phone],
      ['tablet', tablet],
    ] as const) {
      await t.database.db
        .update(pushSubscriptions)
        .set({ endpoint: `${service.base}/${name}` })
        .where(eq(pushSubscriptions.endpoint, one.body.endpoint));
    }
    const voucher = await insertVoucher(t, { clubId, userId: anna.id, name: 'Restaurant -15 %' });
    await transferThroughApi(t, anna, voucher.id, bo);

    const result = await deliverDuePushes({ ...depsOf(t) });
    expect(result).toMatchObject({ sent: 1, gone: 1, failed: 0 });
    expect(service.received.map((r) => r.path)).toEqual(['/phone', '/tablet']);
    const [first] = service.received;
    expect(first!.headers['content-encoding']).toBe('aes128gcm');
    expect(first!.headers.ttl).toBe('86400');
    expect(first!.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${VAPID.publicKey}$`),
    );
    // Only the phone's own key opens the payload.
    const clear = ece.decrypt(first!.body, {
      version: 'aes128gcm',
      privateKey: phone.ecdh,
      authSecret: phone.body.keys.auth,
    });
    expect(JSON.parse(clear.toString('utf8'))).toEqual({
      title: 'GolfWallet',
      body: 'You received Restaurant -15 %',
      url: PUSH_OPENS,
      tag: 'push_voucher_received',
    });

    const rows = await pushesTo(bo.email);
    expect(rows.map((row) => row.status)).toEqual(['sent']);
    expect(await devicesOf(bo.id)).toHaveLength(1);
    // Nothing is sent twice.
    expect(await deliverDuePushes(depsOf(t))).toMatchObject({ sent: 0, gone: 0 });
  });

  it('retries a push when the push service is down', async () => {
    service = await pushService([503]);
    const [anna, bo] = await Promise.all([createTestUser(t), createTestUser(t)]);
    const phone = device();
    await subscribe(bo, phone.body);
    await t.database.db
      .update(pushSubscriptions)
      .set({ endpoint: `${service.base}/down` })
      .where(eq(pushSubscriptions.endpoint, phone.body.endpoint));
    await transferThroughApi(
      t,
      anna,
      (await insertVoucher(t, { clubId, userId: anna.id, name: 'Boldkort' })).id,
      bo,
    );
    expect(await deliverDuePushes(depsOf(t))).toMatchObject({ sent: 0, retried: 1 });
    const [row] = await pushesTo(bo.email);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(t.clock.now().getTime());
  });
});

function depsOf(app: TestApp) {
  return { db: app.database.db, config: app.config, now: app.clock.now, log: app.app.log };
}
