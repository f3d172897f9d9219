import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp } from '../../../test/helper';
import { webauthnChallenges } from '../../db/schema/index';
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

async function register(token: string, device: ReturnType<typeof softAuthenticator>) {
  const start = (await t.call({ method: 'POST', url: '/webauthn/registration/options', token })).json();
  return t.call({
    method: 'POST',
    url: '/webauthn/registration',
    token,
    payload: { challenge_id: start.challenge_id, response: device.register(start.options) },
  });
}

const ASSERTION = {
  id: 'Y3JlZA',
  rawId: 'Y3JlZA',
  type: 'public-key',
  response: { clientDataJSON: 'e30', authenticatorData: 'AA', signature: 'AA' },
  clientExtensionResults: {},
};

describe('webauthn', () => {
  it('asks a platform authenticator to verify the user and keep a discoverable key of this site', async () => {
    const user = await createTestUser(t);
    const res = await t.call({ method: 'POST', url: '/webauthn/registration/options', token: user.token });
    expect(res.statusCode).toBe(200);
    const { challenge_id, options } = res.json();
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
    const start = await t.call({ method: 'POST', url: '/webauthn/sign-in/options' });
    expect(start.statusCode).toBe(200);
    expect(start.json().options).toMatchObject({ rpId: 'localhost', userVerification: 'required' });
    const { challenge_id } = start.json();

    // A response that is no signature at all, on a live challenge: refused, and the challenge is spent.
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
    const again = await t.call({
      method: 'POST',
      url: '/webauthn/sign-in',
      payload: { challenge_id, response: ASSERTION },
    });
    expect(again.statusCode).toBe(401);

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
    expect(await register(user.token, device)).toMatchObject({ statusCode: 201 });

    const start = (await t.call({ method: 'POST', url: '/webauthn/sign-in/options' })).json();
    const assertion = device.authenticate(start.options);
    const signedIn = await t.call({
      method: 'POST',
      url: '/webauthn/sign-in',
      payload: { challenge_id: start.challenge_id, response: assertion },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toMatchObject({ user_id: user.id, email_confirmed: true });
    const session = await t.call({ method: 'GET', url: '/session', token: signedIn.json().session_id });
    expect(session.statusCode).toBe(200);

    // The same signature again: its challenge is spent.
    const replay = await t.call({
      method: 'POST',
      url: '/webauthn/sign-in',
      payload: { challenge_id: start.challenge_id, response: assertion },
    });
    expect(replay.statusCode).toBe(401);

    // A copy of the key still counting from before (counter not moving forward).
    const next = (await t.call({ method: 'POST', url: '/webauthn/sign-in/options' })).json();
    device.setCounter(0);
    const cloned = await t.call({
      method: 'POST',
      url: '/webauthn/sign-in',
      payload: { challenge_id: next.challenge_id, response: device.authenticate(next.options) },
    });
    expect(cloned.statusCode).toBe(401);
  });

  it('lets no golfer finish a registration with another golfer’s challenge, nor use a spent or late one', async () => {
    const [anna, bo] = await Promise.all([createTestUser(t), createTestUser(t)]);
    const device = softAuthenticator(ORIGIN);
    const annas = (
      await t.call({ method: 'POST', url: '/webauthn/registration/options', token: anna.token })
    ).json();
    const response = device.register(annas.options);
    const crossed = await t.call({
      method: 'POST',
      url: '/webauthn/registration',
      token: bo.token,
      payload: { challenge_id: annas.challenge_id, response },
    });
    expect(crossed.statusCode).toBe(401);
    expect(crossed.json().code).toBe('BIOMETRIC_SIGN_IN_FAILED');
    expect(await credentialsOf(t.database.db, bo.id)).toHaveLength(0);

    // Anna's own answer was valid, but Bo's try spent the challenge.
    const spent = await t.call({
      method: 'POST',
      url: '/webauthn/registration',
      token: anna.token,
      payload: { challenge_id: annas.challenge_id, response },
    });
    expect(spent.statusCode).toBe(401);

    const late = (
      await t.call({ method: 'POST', url: '/webauthn/registration/options', token: anna.token })
    ).json();
    t.clock.advance(6 * 60_000);
    const tooLate = await t.call({
      method: 'POST',
      url: '/webauthn/registration',
      token: anna.token,
      payload: { challenge_id: late.challenge_id, response: device.register(late.options) },
    });
    expect(tooLate.statusCode).toBe(401);
    expect(await credentialsOf(t.database.db, anna.id)).toHaveLength(0);
    // And in time it works.
    expect(await register(anna.token, device)).toMatchObject({ statusCode: 201 });
    expect(await credentialsOf(t.database.db, anna.id)).toHaveLength(1);
  });

  it('lists the golfer’s own keys and removes one; another golfer can neither see nor remove it', async () => {
    const [anna, bo] = await Promise.all([createTestUser(t), createTestUser(t)]);
    const phone = softAuthenticator(ORIGIN);
    const laptop = softAuthenticator(ORIGIN);
    const first = (await register(anna.token, phone)).json().credential_id;
    const second = (await register(anna.token, laptop)).json().credential_id;
    const bos = (await register(bo.token, softAuthenticator(ORIGIN))).json().credential_id;

    const listed = await t.call({ method: 'GET', url: '/webauthn/credentials', token: anna.token });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().credentials.map((key: { credential_id: string }) => key.credential_id)).toEqual([
      first,
      second,
    ]);
    expect(listed.json().credentials[0]).toMatchObject({ last_used_at: null });

    // Bo names Anna's key: not found, and it stays.
    const crossed = await t.call({
      method: 'POST',
      url: '/webauthn/credentials/remove?locale=en',
      token: bo.token,
      payload: { credential_id: first },
    });
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json().code).toBe('NOT_FOUND');
    expect(await credentialsOf(t.database.db, anna.id)).toHaveLength(2);

    const removed = await t.call({
      method: 'POST',
      url: '/webauthn/credentials/remove',
      token: anna.token,
      payload: { credential_id: first },
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ removed: true });
    const after = (await t.call({ method: 'GET', url: '/webauthn/credentials', token: anna.token })).json();
    expect(after.credentials.map((key: { credential_id: string }) => key.credential_id)).toEqual([second]);
    const bosList = (await t.call({ method: 'GET', url: '/webauthn/credentials', token: bo.token })).json();
    expect(bosList.credentials.map((key: { credential_id: string }) => key.credential_id)).toEqual([bos]);

    // The removed key signs nothing in any more.
    const start = (await t.call({ method: 'POST', url: '/webauthn/sign-in/options' })).json();
    const refused = await t.call({
      method: 'POST',
      url: '/webauthn/sign-in',
      payload: { challenge_id: start.challenge_id, response: phone.authenticate(start.options) },
    });
    expect(refused.statusCode).toBe(401);
    // Removing it again: nothing left to remove.
    const again = await t.call({
      method: 'POST',
      url: '/webauthn/credentials/remove',
      token: anna.token,
      payload: { credential_id: first },
    });
    expect(again.statusCode).toBe(404);
  });
});
