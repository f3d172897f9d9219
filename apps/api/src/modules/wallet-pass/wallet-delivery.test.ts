import { generateKeyPairSync, verify } from 'node:crypto';
import { createServer, type Http2Server } from 'node:http2';
import type { AddressInfo } from 'node:net';
import { getGoogleWalletLink } from '@golfwallet/core/contracts/vouchers/get-google-wallet-link';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertClub, insertVoucher } from '../../../test/builders/voucher.factory';
import { createTestApp, createTestUser, type TestApp } from '../../../test/helper';
import { createApnsClient } from '../../adapters/wallet/apns';
import type { GoogleObjectState } from '../../adapters/wallet/google-wallet-api';
import type { Deps } from '../../deps';
import { vouchers, walletNotifications, walletPasses } from '../../db/schema/index';
import { deliverWalletNotifications } from './wallet-delivery';
import { walletPassExpiryJob } from './wallet-pass-expiry.job';

let t: TestApp;
let apns: Http2Server;
let apnsUrl: string;
/** What the stand-in APNs server received: path, headers, body; tokens starting "gone" get 410. */
const received: { path: string; topic: string; authorization: string; body: string }[] = [];
const apnsKey = generateKeyPairSync('ec', { namedCurve: 'P-256' });

beforeAll(async () => {
  t = await createTestApp();
  apns = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const path = request.headers[':path'] as string;
      received.push({
        path,
        topic: request.headers['apns-topic'] as string,
        authorization: request.headers.authorization as string,
        body,
      });
      if (path.includes('/gone')) {
        response.writeHead(410, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ reason: 'Unregistered' }));
      } else response.end();
    });
  });
  await new Promise<void>((resolve) => apns.listen(0, '127.0.0.1', resolve));
  apnsUrl = `http://127.0.0.1:${(apns.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => apns.close(resolve));
});

const deps = (): Deps => ({ db: t.database.db, config: t.config, now: t.clock.now, log: t.app.log });

async function passWithDevices(pushTokens: string[]) {
  const golfer = await createTestUser(t);
  const club = await insertClub(t);
  const voucher = await insertVoucher(t, { clubId: club.id, userId: golfer.id, usesTotal: 2, usesLeft: 2 });
  await t.api({ token: golfer.token })(getGoogleWalletLink, { params: { id: String(voucher.id) } });
  const [pass] = await t.database.db
    .select()
    .from(walletPasses)
    .where(eq(walletPasses.voucherId, voucher.id));
  for (const [index, pushToken] of pushTokens.entries()) {
    const res = await t.call({
      method: 'POST',
      url: `/wallet/apple/v1/devices/device${index}/registrations/${t.config.WALLET_PASS_TYPE_ID}/${pass!.serialNumber}`,
      headers: { authorization: `ApplePass ${pass!.authenticationToken}` },
      payload: { pushToken },
    });
    expect(res.statusCode).toBe(201);
  }
  return { golfer, club, voucher, pass: pass! };
}

describe('deliverWalletNotifications', () => {
  it('keeps every notification pending without clients (the development sink)', async () => {
    const { voucher, pass } = await passWithDevices(['abc123']);
    await t.database.db.update(vouchers).set({ usesLeft: 1 }).where(eq(vouchers.id, voucher.id));
    expect(await deliverWalletNotifications(deps(), {})).toMatchObject({ sent: 0, kept: 2 });
    const rows = await t.database.db
      .select()
      .from(walletNotifications)
      .where(eq(walletNotifications.serialNumber, pass.serialNumber));
    expect(rows.map((row) => [row.kind, row.status]).sort()).toEqual([
      ['apns', 'pending'],
      ['google', 'pending'],
    ]);
    // Tidy: these rows are not for the next test's clients.
    await t.database.db.delete(walletNotifications);
  });

  it('pushes over HTTP/2 with an ES256 provider token, fails a gone device, and sends Google the state', async () => {
    const { voucher, pass } = await passWithDevices(['deadbeef01', 'gone02']);
    await t.database.db.update(vouchers).set({ usesLeft: 0 }).where(eq(vouchers.id, voucher.id));
    const states: [string, GoogleObjectState][] = [];
    const result = await deliverWalletNotifications(deps(), {
      apns: createApnsClient({
        url: apnsUrl,
        keyPem: apnsKey.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string,
        keyId: 'KEYID00001',
        teamId: t.config.WALLET_TEAM_ID,
        topic: t.config.WALLET_PASS_TYPE_ID,
      }),
      google: { setObjectState: async (id, state) => void states.push([id, state]) },
    });
    expect(result).toEqual({ sent: 2, failed: 1, kept: 0 });

    expect(received.map((request) => request.path).sort()).toEqual([
      '/3/device/deadbeef01',
      '/3/device/gone02',
    ]);
    const [first] = received;
    expect(first!.topic).toBe(t.config.WALLET_PASS_TYPE_ID);
    expect(first!.body).toBe('{}');
    const [header, claims, signature] = first!.authorization.replace(/^bearer /, '').split('.') as [
      string,
      string,
      string,
    ];
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toEqual({
      alg: 'ES256',
      kid: 'KEYID00001',
    });
    expect(JSON.parse(Buffer.from(claims, 'base64url').toString())).toMatchObject({
      iss: t.config.WALLET_TEAM_ID,
    });
    expect(
      verify(
        'sha256',
        Buffer.from(`${header}.${claims}`),
        { key: apnsKey.publicKey, dsaEncoding: 'ieee-p1363' },
        Buffer.from(signature, 'base64url'),
      ),
    ).toBe(true);

    expect(states).toEqual([[`${t.config.GOOGLE_WALLET_ISSUER_ID}.${pass.serialNumber}`, 'INACTIVE']]);
    const rows = await t.database.db
      .select()
      .from(walletNotifications)
      .where(eq(walletNotifications.serialNumber, pass.serialNumber));
    expect(rows.map((row) => [row.target, row.status]).sort()).toEqual(
      [
        ['deadbeef01', 'sent'],
        ['gone02', 'failed'],
        [pass.serialNumber, 'sent'],
      ].sort(),
    );
  });
});

describe('walletPassExpiryJob', () => {
  const job = { id: 'wallet-pass-expiry:1', retry: 0, signal: new AbortController().signal };

  it('tells the devices and Google once when a voucher expires after its pass last changed', async () => {
    const { voucher, pass } = await passWithDevices(['expiry01']);
    const now = t.clock.now();
    // The voucher ran out an hour ago, and the pass (as the devices hold it) is from before that.
    await t.database.db
      .update(vouchers)
      .set({ validTo: new Date(now.getTime() - 3_600_000) })
      .where(eq(vouchers.id, voucher.id));
    await t.database.db
      .update(walletPasses)
      .set({ modifiedAt: new Date(now.getTime() - 7_200_000) })
      .where(eq(walletPasses.serialNumber, pass.serialNumber));
    await t.database.db.delete(walletNotifications);
    const before = await passRow(pass.serialNumber);

    expect(await walletPassExpiryJob.run(deps(), job)).toBeGreaterThanOrEqual(1);
    const after = await passRow(pass.serialNumber);
    expect(after.updateTag).toBeGreaterThan(before.updateTag);
    expect(after.modifiedAt.getTime()).toBeGreaterThan(before.modifiedAt.getTime());
    const queued = await t.database.db
      .select()
      .from(walletNotifications)
      .where(eq(walletNotifications.serialNumber, pass.serialNumber));
    expect(queued.map((row) => [row.kind, row.target]).sort()).toEqual([
      ['apns', 'expiry01'],
      ['google', pass.serialNumber],
    ]);
    const states: [string, GoogleObjectState][] = [];
    await deliverWalletNotifications(deps(), {
      google: { setObjectState: async (id, state) => void states.push([id, state]) },
    });
    expect(states).toEqual([[`${t.config.GOOGLE_WALLET_ISSUER_ID}.${pass.serialNumber}`, 'EXPIRED']]);

    // Once: the next run finds the pass already changed since the expiry.
    await walletPassExpiryJob.run(deps(), job);
    expect((await passRow(pass.serialNumber)).updateTag).toBe(after.updateTag);
    const again = await t.database.db
      .select()
      .from(walletNotifications)
      .where(eq(walletNotifications.serialNumber, pass.serialNumber));
    expect(again).toHaveLength(2);
  });

  it('leaves the passes of vouchers still valid, and of vouchers transferred away, alone', async () => {
    const { pass } = await passWithDevices(['valid01']);
    const before = await passRow(pass.serialNumber);
    await walletPassExpiryJob.run(deps(), job);
    expect((await passRow(pass.serialNumber)).updateTag).toBe(before.updateTag);

    const moved = await passWithDevices(['moved01']);
    const other = await createTestUser(t);
    const now = t.clock.now();
    await t.database.db
      .update(vouchers)
      .set({ userId: other.id, validTo: new Date(now.getTime() - 3_600_000) })
      .where(eq(vouchers.id, moved.voucher.id));
    await t.database.db
      .update(walletPasses)
      .set({ modifiedAt: new Date(now.getTime() - 7_200_000) })
      .where(eq(walletPasses.serialNumber, moved.pass.serialNumber));
    const movedBefore = await passRow(moved.pass.serialNumber);
    await walletPassExpiryJob.run(deps(), job);
    expect((await passRow(moved.pass.serialNumber)).updateTag).toBe(movedBefore.updateTag);
  });
});

async function passRow(serialNumber: string) {
  const [row] = await t.database.db
    .select()
    .from(walletPasses)
    .where(eq(walletPasses.serialNumber, serialNumber));
  return { updateTag: Number(row!.updateTag), modifiedAt: row!.modifiedAt };
}
