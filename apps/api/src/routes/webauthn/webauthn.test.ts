import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSession } from '@golfwallet/core/contracts/session/get-session';
import {
  finishBiometricRegistration,
  finishBiometricSignIn,
  listBiometricKeys,
  removeBiometricKey,
  startBiometricRegistration,
  startBiometricSignIn,
} from '@golfwallet/core/contracts/webauthn/webauthn';
import { createTestApp, createTestUser, refusal, type TestApp } from '../../../test/helper';
import { webauthnChallenges } from '../../db/schema/index';
import { registerDevice } from '../../../test/builders/webauthn';
import { softAuthenticator } from '../../../test/support/soft-authenticator';
import { credentialsOf } from '../../modules/webauthn/webauthn.repository';

/**
 * Fingerprint or face sign-in: what the API hands out and what it refuses. The full ceremony with
 * a real authenticator is e2e/app-biometric.e2e.ts (Chromium's virtual authenticator).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const ORIGIN = 'http://localhost:3000';

/** Registers the device's key (the client checks the 201). */
const register = (token: string, device: ReturnType<typeof softAuthenticator>) =>
  registerDevice(t, token, device);

const signIn = (
  challenge_id: string,
  response: ReturnType<ReturnType<typeof softAuthenticator>['authenticate']>,
) => refusal(t.api()(finishBiometricSignIn, { body: { challenge_id, response } }));

const ASSERTION = {
  id: 'Y3JlZA',
  rawId: 'Y3JlZA',
  type: 'public-key',
  response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
  clientExtensionResults: {},
} as const;

describe('webauthn', () => {
  it('asks a platform authenticator to verify the user and keep a discoverable key of this site', async () => {
    const user = await createTestUser(t);
    const { challenge_id, options } = await t.api({ token: user.token })(startBiometricRegistration);
    expect(challenge_id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(options).toMatchObject({
      rp: { id: 'localhost', name: 'GolfWallet' },
      user: { name: user.email },
      attestation: 'none',
      authenticatorSelection: {
        authenticatorAttachment: 'platform',
        residentKey: 'required',
        userVerification: 'required',
      },
    });
    const [stored] = await t.database.db
      .select()
      .from(webauthnChallenges)
      .where(eq(webauthnChallenges.id, challenge_id));
    expect(stored).toMatchObject({ purpose: 'register', userId: user.id, challenge: options.challenge });
  });

  it('refuses a signature over a made-up or used challenge, in the golfer’s language, and never answers 500', async () => {
    const start = await t.api()(startBiometricSignIn);
    expect(start.options).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    const { challenge_id } = start;

    // A response that is no signature at all, on a live challenge: refused, and the challenge is spent.
    // Raw: ?locale= (how the browser's sign-in asks for a language) is no part of the contract.
    const first = await t.call({
      method: 'POST',
      url: '/webauthn/sign-in?locale=da',
      payload: { challenge_id, response: ASSERTION },
    });
    expect(first.statusCode).toBe(401);
    expect(first.json()).toMatchObject({
      code: 'BIOMETRIC_SIGN_IN_FAILED',
      message: 'Login med fingeraftryk eller ansigt lykkedes ikke. Log ind med din e-mail og adgangskode.',
    });
    expect(
      await t.database.db.select().from(webauthnChallenges).where(eq(webauthnChallenges.id, challenge_id)),
    ).toHaveLength(0);
    const again = await signIn(challenge_id, ASSERTION);
    expect(again.status).toBe(401);

    // Raw: a challenge id and a credential type the contract forbids.
    const malformed = await t.call({
      method: 'POST',
      url: '/webauthn/sign-in',
      payload: { challenge_id: 'short', response: { ...ASSERTION, type: 'password' } },
    });
    expect(malformed.statusCode).toBe(422);
  });

  it('registers a device’s key and signs in with it; a replayed or cloned signature is refused', async () => {
    const user = await createTestUser(t, { languageDefault: 'da' });
    const device = softAuthenticator(ORIGIN);
    await register(user.token, device); // 201, checked by the client

    const start = await t.api()(startBiometricSignIn);
    const assertion = device.authenticate(start.options);
    const signedIn = await t.api()(finishBiometricSignIn, {
      body: { challenge_id: start.challenge_id, response: assertion },
    });
    expect(signedIn).toMatchObject({ user_id: user.id, email_confirmed: true });
    await t.api({ token: signedIn.session_id })(getSession); // 200, checked by the client

    // The same signature again: its challenge is spent.
    expect((await signIn(start.challenge_id, assertion)).status).toBe(401);

    // A copy of the key still counting from before (counter not moving forward).
    const next = await t.api()(startBiometricSignIn);
    device.setCounter(0);
    expect((await signIn(next.challenge_id, device.authenticate(next.options))).status).toBe(401);
  });

  it('lets no golfer finish a registration with another golfer’s challenge, nor use a spent or late one', async () => {
    const [anna, bo] = await Promise.all([createTestUser(t), createTestUser(t)]);
    const device = softAuthenticator(ORIGIN);
    const finish = (token: string, challenge_id: string, response: ReturnType<typeof device.register>) =>
      refusal(t.api({ token })(finishBiometricRegistration, { body: { challenge_id, response } }));
    const annas = await t.api({ token: anna.token })(startBiometricRegistration);
    const response = device.register(annas.options);
    const crossed = await finish(bo.token, annas.challenge_id, response);
    expect(crossed.status).toBe(401);
    expect(crossed.code).toBe('BIOMETRIC_SIGN_IN_FAILED');
    expect(await credentialsOf(t.database.db, bo.id)).toHaveLength(0);

    // Anna's own answer was valid, but Bo's try spent the challenge.
    const spent = await finish(anna.token, annas.challenge_id, response);
    expect(spent.status).toBe(401);

    const late = await t.api({ token: anna.token })(startBiometricRegistration);
    t.clock.advance(6 * 60_000);
    const tooLate = await finish(anna.token, late.challenge_id, device.register(late.options));
    expect(tooLate.status).toBe(401);
    expect(await credentialsOf(t.database.db, anna.id)).toHaveLength(0);
    // And in time it works (201, checked by the client).
    await register(anna.token, device);
    expect(await credentialsOf(t.database.db, anna.id)).toHaveLength(1);
  });

  it('lists the golfer’s own keys and removes one; another golfer can neither see nor remove it', async () => {
    const [anna, bo] = await Promise.all([createTestUser(t), createTestUser(t)]);
    const phone = softAuthenticator(ORIGIN);
    const laptop = softAuthenticator(ORIGIN);
    const first = (await register(anna.token, phone)).credential_id;
    const second = (await register(anna.token, laptop)).credential_id;
    const bos = (await register(bo.token, softAuthenticator(ORIGIN))).credential_id;
    const keysOf = async (token: string) =>
      (await t.api({ token })(listBiometricKeys)).credentials.map((key) => key.credential_id);
    const remove = (token: string, credential_id: string) =>
      t.api({ token, language: 'en' })(removeBiometricKey, { body: { credential_id } });

    const listed = await t.api({ token: anna.token })(listBiometricKeys);
    expect(listed.credentials.map((key) => key.credential_id)).toEqual([first, second]);
    expect(listed.credentials[0]).toMatchObject({ last_used_at: null });

    // Bo names Anna's key: not found, and it stays.
    const crossed = await refusal(remove(bo.token, first));
    expect(crossed.status).toBe(404);
    expect(crossed.code).toBe('NOT_FOUND');
    expect(await credentialsOf(t.database.db, anna.id)).toHaveLength(2);

    expect(await remove(anna.token, first)).toEqual({ removed: true });
    expect(await keysOf(anna.token)).toEqual([second]);
    expect(await keysOf(bo.token)).toEqual([bos]);

    // The removed key signs nothing in any more.
    const start = await t.api()(startBiometricSignIn);
    expect((await signIn(start.challenge_id, phone.authenticate(start.options))).status).toBe(401);
    // Removing it again: nothing left to remove.
    expect((await refusal(remove(anna.token, first))).status).toBe(404);
  });

  it('adding or removing a key ends the golfer’s other sessions, not this one nor another golfer’s', async () => {
    const anna = await createTestUser(t);
    const bo = await createTestUser(t);
    const live = async (token: string) => {
      try {
        await t.api({ token })(getSession);
        return true;
      } catch {
        return false;
      }
    };
    const phone = softAuthenticator(ORIGIN);
    const sessionId = async () => {
      const start = await t.api()(startBiometricSignIn);
      const signedIn = await t.api()(finishBiometricSignIn, {
        body: { challenge_id: start.challenge_id, response: phone.authenticate(start.options) },
      });
      return signedIn.session_id;
    };
    const credential = (await register(anna.token, phone)).credential_id;
    const elsewhere = await sessionId();
    expect(await live(elsewhere)).toBe(true);

    // A second key added on this device: the session opened elsewhere ends.
    await register(anna.token, softAuthenticator(ORIGIN));
    expect(await live(elsewhere)).toBe(false);
    expect(await live(anna.token)).toBe(true);

    // Removing a key likewise ends a session that key may have opened.
    const opened = await sessionId();
    await t.api({ token: anna.token })(removeBiometricKey, { body: { credential_id: credential } });
    expect(await live(opened)).toBe(false);
    expect(await live(anna.token)).toBe(true);
    expect(await live(bo.token)).toBe(true);
  });
});
