import { execFileSync } from 'node:child_process';
import { createHash, createPublicKey, verify } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getGoogleWalletLink } from '@golfwallet/core/contracts/vouchers/get-google-wallet-link';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { transferThroughApi } from '../../../test/builders/transfer.factory';
import { insertClub, insertVoucher } from '../../../test/builders/voucher.factory';
import { createTestApp, createTestUser, type TestApp, type TestUser } from '../../../test/helper';
import { walletDevCredentials, walletNotifications, walletPasses } from '../../db/schema/index';
import { googleObjectState } from './google-pass';
import { findPassWithVoucher } from './wallet-pass.repository';

let t: TestApp;
let golfer: TestUser;
let club: Awaited<ReturnType<typeof insertClub>>;
const NOON = new Date('2026-06-10T10:00:00Z');
const PASS_TYPE = 'pass.local.golfwallet.development';
const WS = '/wallet/apple/v1';

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOON);
  golfer = await createTestUser(t);
  club = await insertClub(t, { name: 'Aalborg Golfklub', latitude: 57.02, longitude: 9.9 });
});
afterAll(async () => t.close());

function newVoucher(userId: number, usesLeft = 1) {
  return insertVoucher(t, {
    clubId: club.id,
    userId,
    name: 'Greenfee weekend',
    usesTotal: usesLeft,
    usesLeft,
    validFrom: new Date('2026-01-01T00:00:00Z'),
    validTo: new Date('2026-12-31T22:59:59Z'),
    restrictions: { valid_times_per_day: 2 },
  });
}

/** The pass download: raw, since the answer is a zip, not JSON. */
function downloadPass(token: string, voucherId: number) {
  return t.call({ method: 'GET', url: `/voucher/${voucherId}/apple-wallet-pass`, token });
}

function unzipPass(body: Buffer) {
  const files = unzipSync(new Uint8Array(body));
  const passJson = JSON.parse(strFromU8(files['pass.json']!)) as Record<string, unknown>;
  return { files, passJson };
}

/** The PassKit web service: raw, Apple's protocol is not one of our contracts. */
function passkit(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  authToken?: string,
  extra: { payload?: object; headers?: Record<string, string> } = {},
) {
  return t.call({
    method,
    url: `${WS}${url}`,
    headers: { ...(authToken ? { authorization: `ApplePass ${authToken}` } : {}), ...extra.headers },
    ...(extra.payload ? { payload: extra.payload } : {}),
  });
}

function redeem(token: string, voucherId: number) {
  return t.call({
    method: 'POST',
    url: '/voucher/redeem',
    token,
    payload: { voucher_id: voucherId, club_id: club.id },
  });
}

async function notificationsOf(serialNumber: string) {
  return t.database.db
    .select()
    .from(walletNotifications)
    .where(eq(walletNotifications.serialNumber, serialNumber));
}

/** `openssl smime -verify` of the pass's detached signature over its manifest, against devca.pem, in `dir`. */
function verifySignature(dir: string): Buffer {
  return execFileSync(
    'openssl',
    [
      'smime',
      '-verify',
      '-binary',
      '-inform',
      'DER',
      '-content',
      'manifest.json',
      '-in',
      'signature',
      '-CAfile',
      'devca.pem',
      '-purpose',
      'any',
      '-out',
      '/dev/null',
    ],
    { cwd: dir, stdio: 'pipe' },
  );
}

describe('GET /voucher/:id/apple-wallet-pass', () => {
  it('is a signed .pkpass: manifest hashes, a signature the development CA verifies, the documented keys', async () => {
    const voucher = await newVoucher(golfer.id, 5);
    const res = await downloadPass(golfer.token, voucher.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.apple.pkpass');
    const { files, passJson } = unzipPass(res.rawPayload);

    const manifest = JSON.parse(strFromU8(files['manifest.json']!)) as Record<string, string>;
    const packed = Object.keys(files).filter((name) => name !== 'manifest.json' && name !== 'signature');
    expect(Object.keys(manifest).sort()).toEqual(packed.sort());
    for (const name of packed) {
      expect(manifest[name], name).toBe(createHash('sha1').update(files[name]!).digest('hex'));
    }
    for (const locale of ['da', 'en', 'no', 'sv', 'de', 'is', 'fi']) {
      expect(packed).toContain(`${locale}.lproj/pass.strings`);
    }
    expect(packed).toEqual(expect.arrayContaining(['icon.png', 'icon@2x.png', 'logo.png', 'logo@2x.png']));
    expect(strFromU8(files['da.lproj/pass.strings']!)).toContain('"USES_TEXT" = "5 af 5 tilbage";');

    const [ca] = await t.database.db
      .select()
      .from(walletDevCredentials)
      .where(eq(walletDevCredentials.name, 'development-apple-ca'));
    const dir = mkdtempSync(path.join(tmpdir(), 'pkpass-'));
    try {
      writeFileSync(path.join(dir, 'manifest.json'), files['manifest.json']!);
      writeFileSync(path.join(dir, 'signature'), files.signature!);
      writeFileSync(path.join(dir, 'devca.pem'), ca!.pem);
      expect(verifySignature(dir)).toBeDefined();
      // A changed manifest no longer verifies.
      writeFileSync(path.join(dir, 'manifest.json'), `${strFromU8(files['manifest.json']!)} `);
      expect(() => verifySignature(dir)).toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }

    expect(passJson).toMatchObject({
      formatVersion: 1,
      passTypeIdentifier: PASS_TYPE,
      teamIdentifier: 'DEVELOPMNT',
      serialNumber: expect.stringMatching(/^[0-9a-f]{32}$/),
      organizationName: 'Aalborg Golfklub',
      description: 'DESCRIPTION',
      webServiceURL: `${t.config.PUBLIC_URL}/api/v1/wallet/apple`,
      authenticationToken: expect.stringMatching(/^.{16,}$/),
      voided: false,
      expirationDate: '2026-12-31T22:59:59.000Z',
      barcodes: [
        expect.objectContaining({ format: 'PKBarcodeFormatQR', message: voucher.voucherNumber }),
        expect.objectContaining({ format: 'PKBarcodeFormatCode128', message: voucher.voucherNumber }),
      ],
      locations: [{ latitude: 57.02, longitude: 9.9, relevantText: 'NEARBY' }],
    });
    const coupon = passJson.coupon as Record<string, { key: string; value: string }[]>;
    expect(coupon.backFields!.map((field) => field.key)).toEqual(['club', 'number', 'restrictions']);
    expect(coupon.secondaryFields![0]!.value).toBe('Greenfee weekend');

    // The same voucher asked again is the same pass.
    const again = unzipPass((await downloadPass(golfer.token, voucher.id)).rawPayload).passJson;
    expect(again.serialNumber).toBe(passJson.serialNumber);
  });

  it('is the caller’s own voucher only: another golfer’s answers 404, no session 401', async () => {
    const voucher = await newVoucher(golfer.id);
    const stranger = await createTestUser(t);
    const res = await downloadPass(stranger.token, voucher.id);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'VOUCHER_NOT_FOUND' });
    expect(
      (await t.call({ method: 'GET', url: `/voucher/${voucher.id}/apple-wallet-pass` })).statusCode,
    ).toBe(401);
  });
});

describe('the PassKit web service', () => {
  it('registers a device; a use-up lists the serial as updated, voids the pass and queues one APNs push', async () => {
    const voucher = await newVoucher(golfer.id);
    const { passJson } = unzipPass((await downloadPass(golfer.token, voucher.id)).rawPayload);
    const serial = passJson.serialNumber as string;
    const auth = passJson.authenticationToken as string;
    const device = 'device0001';
    const registration = `/devices/${device}/registrations/${PASS_TYPE}/${serial}`;

    expect(
      (await passkit('POST', registration, 'wrong-token-0000000000', { payload: { pushToken: 'abc' } }))
        .statusCode,
    ).toBe(401);
    expect((await passkit('POST', registration, auth, { payload: { pushToken: 'token1' } })).statusCode).toBe(
      201,
    );
    expect((await passkit('POST', registration, auth, { payload: { pushToken: 'token1' } })).statusCode).toBe(
      200,
    );

    const first = await passkit('GET', `/devices/${device}/registrations/${PASS_TYPE}`);
    expect(first.statusCode).toBe(200);
    const { serialNumbers, lastUpdated } = first.json();
    expect(serialNumbers).toEqual([serial]);
    expect(
      (
        await passkit(
          'GET',
          `/devices/${device}/registrations/${PASS_TYPE}?passesUpdatedSince=${lastUpdated}`,
        )
      ).statusCode,
    ).toBe(204);

    const before = await passkit('GET', `/passes/${PASS_TYPE}/${serial}`, auth);
    expect(before.statusCode).toBe(200);
    const lastModified = before.headers['last-modified'] as string;
    expect(
      (
        await passkit('GET', `/passes/${PASS_TYPE}/${serial}`, auth, {
          headers: { 'if-modified-since': lastModified },
        })
      ).statusCode,
    ).toBe(304);
    expect((await passkit('GET', `/passes/${PASS_TYPE}/${serial}`, 'not-the-token-000000')).statusCode).toBe(
      401,
    );

    expect((await redeem(golfer.token, voucher.id)).statusCode).toBe(200);

    const changed = await passkit(
      'GET',
      `/devices/${device}/registrations/${PASS_TYPE}?passesUpdatedSince=${lastUpdated}`,
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json().serialNumbers).toEqual([serial]);
    expect(Number(changed.json().lastUpdated)).toBeGreaterThan(Number(lastUpdated));

    const after = await passkit('GET', `/passes/${PASS_TYPE}/${serial}`, auth, {
      headers: { 'if-modified-since': lastModified },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers['content-type']).toBe('application/vnd.apple.pkpass');
    expect(unzipPass(after.rawPayload).passJson.voided).toBe(true);
    expect(Date.parse(after.headers['last-modified'] as string)).toBeGreaterThan(Date.parse(lastModified));

    const apns = (await notificationsOf(serial)).filter((row) => row.kind === 'apns');
    expect(apns).toEqual([expect.objectContaining({ target: 'token1', status: 'pending' })]);

    expect((await passkit('DELETE', registration, auth)).statusCode).toBe(200);
    expect((await passkit('GET', `/devices/${device}/registrations/${PASS_TYPE}`)).statusCode).toBe(204);
    expect(
      (await passkit('POST', '/log', undefined, { payload: { logs: ['a device said this'] } })).statusCode,
    ).toBe(200);
  });

  it('moves the pass with a transfer: the sender’s is voided and pushed, the recipient gets a new one', async () => {
    const voucher = await newVoucher(golfer.id, 3);
    const { passJson } = unzipPass((await downloadPass(golfer.token, voucher.id)).rawPayload);
    const serial = passJson.serialNumber as string;
    const auth = passJson.authenticationToken as string;
    const device = 'device0002';
    await passkit('POST', `/devices/${device}/registrations/${PASS_TYPE}/${serial}`, auth, {
      payload: { pushToken: 'token2' },
    });
    const { lastUpdated } = (await passkit('GET', `/devices/${device}/registrations/${PASS_TYPE}`)).json();

    const recipient = await createTestUser(t);
    await transferThroughApi(t, golfer, voucher.id, recipient);

    const changed = await passkit(
      'GET',
      `/devices/${device}/registrations/${PASS_TYPE}?passesUpdatedSince=${lastUpdated}`,
    );
    expect(changed.json().serialNumbers).toEqual([serial]);
    const senders = await passkit('GET', `/passes/${PASS_TYPE}/${serial}`, auth);
    expect(unzipPass(senders.rawPayload).passJson.voided).toBe(true);
    expect((await notificationsOf(serial)).filter((row) => row.kind === 'apns')).toHaveLength(1);

    expect((await downloadPass(golfer.token, voucher.id)).statusCode).toBe(404);
    const theirs = unzipPass((await downloadPass(recipient.token, voucher.id)).rawPayload).passJson;
    expect(theirs.serialNumber).not.toBe(serial);
    expect(theirs.voided).toBe(false);
  });
});

describe('GET /voucher/:id/google-wallet-link', () => {
  it('is a Save to Google Wallet link whose JWT the development key verifies; a use-up queues the state change', async () => {
    const voucher = await newVoucher(golfer.id);
    const { url } = await t.api({ token: golfer.token, language: 'en' })(getGoogleWalletLink, {
      params: { id: String(voucher.id) },
    });
    expect(url).toMatch(/^https:\/\/pay\.google\.com\/gp\/v\/save\/[\w-]+\.[\w-]+\.[\w-]+$/);
    const jwt = url.slice('https://pay.google.com/gp/v/save/'.length);
    const [header, body, signature] = jwt.split('.') as [string, string, string];
    const [publicKey] = await t.database.db
      .select()
      .from(walletDevCredentials)
      .where(eq(walletDevCredentials.name, 'development-google-public-key'));
    expect(
      verify(
        'sha256',
        Buffer.from(`${header}.${body}`),
        createPublicKey(publicKey!.pem),
        Buffer.from(signature, 'base64url'),
      ),
    ).toBe(true);
    expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toMatchObject({ alg: 'RS256' });
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString());
    expect(claims).toMatchObject({
      aud: 'google',
      typ: 'savetowallet',
      origins: [new URL(t.config.PUBLIC_URL).origin],
    });
    const [object] = claims.payload.offerObjects;
    const [pass] = await t.database.db
      .select()
      .from(walletPasses)
      .where(eq(walletPasses.voucherId, voucher.id));
    expect(object).toMatchObject({
      id: `${t.config.GOOGLE_WALLET_ISSUER_ID}.${pass!.serialNumber}`,
      classId: claims.payload.offerClasses[0].id,
      state: 'ACTIVE',
      barcode: { type: 'QR_CODE', value: voucher.voucherNumber },
    });

    expect(
      (
        await t.call({
          method: 'GET',
          url: `/voucher/${voucher.id}/google-wallet-link`,
          token: (await createTestUser(t)).token,
        })
      ).statusCode,
    ).toBe(404);

    expect((await redeem(golfer.token, voucher.id)).statusCode).toBe(200);
    const google = (await notificationsOf(pass!.serialNumber)).filter((row) => row.kind === 'google');
    expect(google).toEqual([expect.objectContaining({ target: pass!.serialNumber, status: 'pending' })]);
    const found = (await findPassWithVoucher(t.database.db, pass!.serialNumber))!;
    expect(googleObjectState({ ...found, passUserId: found.pass.userId }, t.clock.now())).toBe('INACTIVE');
  });
});
