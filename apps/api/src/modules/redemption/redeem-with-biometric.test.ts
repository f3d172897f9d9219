import type { ContractInput } from '@golfwallet/core/contracts/define';
import { redeemVoucher } from '@golfwallet/core/contracts/vouchers/redeem-voucher';
import { startPinConfirmation } from '@golfwallet/core/contracts/webauthn/webauthn';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, refusal, type TestApp, type TestUser } from '../../../test/helper';
import { vouchers } from '../../db/schema/index';
import { hashSecret } from '../auth/password';
import { insertClub, insertVoucher } from '../../../test/builders/voucher.factory';
import { registerDevice } from '../../../test/builders/webauthn';
import { softAuthenticator } from '../../../test/support/soft-authenticator';

/**
 * Confirming a voucher's PIN with the device's fingerprint or face instead of typing it (spec §2
 * "touch ID option"), with a software platform authenticator; the web ceremony is
 * e2e/app-biometric.e2e.ts.
 */

let t: TestApp;
let golfer: TestUser;
let other: TestUser;
let club: Awaited<ReturnType<typeof insertClub>>;
const ORIGIN = 'http://localhost:3000';
const NOON = new Date('2026-06-10T10:00:00Z');
const device = softAuthenticator(ORIGIN);
const otherDevice = softAuthenticator(ORIGIN);
const NEAR = { self_redeem: true, latitude: 55.7, longitude: 12.5 };

function options(voucherId: number, token = golfer.token) {
  return t.api({ token, language: 'en' })(startPinConfirmation, { body: { voucher_id: voucherId } });
}

/** A fresh challenge for the voucher, signed by the given device. */
async function assertion(voucherId: number, authenticator = device) {
  const { challenge_id, options: requested } = await options(voucherId);
  return { challenge_id, response: authenticator.authenticate(requested) };
}

function redeem(body: Omit<ContractInput<typeof redeemVoucher>['body'], 'club_id'>, token = golfer.token) {
  return t.api({ token, language: 'en' })(redeemVoucher, { body: { club_id: club.id, ...NEAR, ...body } });
}

async function pinVoucher(userId = golfer.id) {
  return insertVoucher(t, {
    clubId: club.id,
    userId,
    usesTotal: 3,
    usesLeft: 3,
    canBeSelfRedeemed: true,
    pinHash: await hashSecret('4321'),
  });
}

async function usesLeft(voucherId: number) {
  const [row] = await t.database.db.select().from(vouchers).where(eq(vouchers.id, voucherId));
  return row!.usesLeft;
}

async function expectWrongPin(call: ReturnType<typeof redeem>) {
  const res = await refusal(call);
  expect(res.status).toBe(422);
  expect(res).toMatchObject({ code: 'VOUCHER_WRONG_PIN', message: 'The PIN code is not correct.' });
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOON);
  golfer = await createTestUser(t);
  other = await createTestUser(t);
  club = await insertClub(t, { latitude: 55.7, longitude: 12.5, selfRedeemRadiusM: 300 });
  await registerDevice(t, golfer.token, device);
  await registerDevice(t, other.token, otherDevice);
});
afterAll(async () => t.close());
beforeEach(() => t.clock.set(NOON));

describe('confirming a voucher PIN with fingerprint or face', () => {
  it('offers only the caller’s own credentials, and only for the caller’s own voucher', async () => {
    const voucher = await pinVoucher();
    const res = await options(voucher.id); // 200, checked by the client
    expect(res.options).toMatchObject({
      rpId: 'localhost',
      userVerification: 'required',
      allowCredentials: [{ id: device.credentialId, type: 'public-key' }],
    });
    const othersVoucher = await pinVoucher(other.id);
    const refused = await refusal(options(othersVoucher.id));
    expect(refused.status).toBe(404);
    expect(refused.code).toBe('VOUCHER_NOT_FOUND');
  });

  it('self-redeems a PIN voucher with the device in place of the PIN, once per challenge', async () => {
    const voucher = await pinVoucher();
    const signed = await assertion(voucher.id);
    const res = await redeem({ voucher_id: voucher.id, assertion: signed }); // 200, checked by the client
    expect(res.uses_left).toBe(2);
    // The same challenge again (a replay) is refused like a wrong PIN.
    await expectWrongPin(
      redeem({
        voucher_id: voucher.id,
        assertion: {
          challenge_id: signed.challenge_id,
          response: device.authenticate({ challenge: 'x', rpId: 'localhost' }),
        },
      }),
    );
    expect(await usesLeft(voucher.id)).toBe(2);
  });

  it('refuses another golfer’s credential like a wrong PIN', async () => {
    const voucher = await pinVoucher();
    await expectWrongPin(
      redeem({ voucher_id: voucher.id, assertion: await assertion(voucher.id, otherDevice) }),
    );
    expect(await usesLeft(voucher.id)).toBe(3);
  });

  it('refuses a challenge made for another voucher, or another golfer’s challenge', async () => {
    const voucher = await pinVoucher();
    const second = await pinVoucher();
    await expectWrongPin(redeem({ voucher_id: voucher.id, assertion: await assertion(second.id) }));
    expect(await usesLeft(voucher.id)).toBe(3);
    // The other golfer's challenge for their own voucher, signed with their own key, on our voucher.
    const theirs = await pinVoucher(other.id);
    const start = await options(theirs.id, other.token);
    const signed = { challenge_id: start.challenge_id, response: otherDevice.authenticate(start.options) };
    await expectWrongPin(redeem({ voucher_id: voucher.id, assertion: signed }));
    expect(await usesLeft(voucher.id)).toBe(3);
  });

  it('refuses a challenge older than 5 minutes', async () => {
    const voucher = await pinVoucher();
    const signed = await assertion(voucher.id);
    t.clock.advance(5 * 60_000 + 1_000);
    await expectWrongPin(redeem({ voucher_id: voucher.id, assertion: signed }));
    expect(await usesLeft(voucher.id)).toBe(3);
  });

  it('takes a PIN or an assertion, not both', async () => {
    const voucher = await pinVoucher();
    const res = await refusal(
      redeem({ voucher_id: voucher.id, pin: '4321', assertion: await assertion(voucher.id) }),
    );
    expect(res.status).toBe(422);
    expect(res.fields).toEqual([{ field: 'assertion', message: expect.any(String) }]);
    expect(await usesLeft(voucher.id)).toBe(3);
  });

  it('counts failed confirmations toward the voucher’s PIN failure limit', async () => {
    const voucher = await pinVoucher();
    for (let i = 0; i < t.config.LOGIN_MAX_FAILURES; i++) {
      await expectWrongPin(
        redeem({ voucher_id: voucher.id, assertion: await assertion(voucher.id, otherDevice) }),
      );
    }
    const blocked = await refusal(redeem({ voucher_id: voucher.id, assertion: await assertion(voucher.id) }));
    expect(blocked.status).toBe(429);
    expect(blocked.code).toBe('TOO_MANY_REQUESTS');
    expect(await usesLeft(voucher.id)).toBe(3);
  });
});
