import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createGolfer } from './support/api';
import { baseUrl, expectNoAxeViolations, useBrowser } from './support/browser';
import { openPage, useTrackedPages } from './support/contexts';

/**
 * Fingerprint or face login in the app (spec §2 "touch ID option", issue 13): Chromium's virtual
 * authenticator (CDP WebAuthn domain) plays the phone's platform authenticator with user
 * verification. The golfer sets it up under More, logs out, and logs in with it alone.
 */
useBrowser();
useTrackedPages();

describe('fingerprint or face login', () => {
  it('sets up a platform credential under More and logs in with it after logging out', async () => {
    const golfer = await createGolfer({ prefix: 'app-biometric', language: 'en', newsletterAsked: true });
    const { context, page } = await openPage({ token: golfer.token, width: 390, height: 844 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });

    await page.goto(`${baseUrl()}/app/more?lang=en`);
    await page.getByRole('heading', { level: 1, name: 'More' }).waitFor();
    await page.getByRole('button', { name: 'Use fingerprint or face to log in' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Fingerprint or face login is set up on this device.' })
      .waitFor();
    await expectNoAxeViolations(page);
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]?.isResidentCredential).toBe(true);
    expect(credentials[0]?.rpId).toBe('localhost');

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('dialog', { name: 'Sign out' }).getByRole('button', { name: 'Yes' }).click();
    await page.getByRole('heading', { level: 1, name: 'All your golf vouchers in one wallet' }).waitFor();
    await page.getByRole('link', { name: 'Log in' }).click();
    await page.getByRole('button', { name: 'Log in with fingerprint or face' }).click();
    await page.getByRole('heading', { level: 1, name: 'My clubs' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/app/clubs');
    const after = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(after.credentials[0]?.signCount).toBeGreaterThan(credentials[0]?.signCount ?? 0);
  });

  it('refuses a key of this site the server does not know, and makes no session', async () => {
    const { context, page } = await openPage({ width: 390, height: 844 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    // A key for this site that was never registered with the API (made on the device alone).
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    await cdp.send('WebAuthn.addCredential', {
      authenticatorId,
      credential: {
        credentialId: randomBytes(16).toString('base64'),
        isResidentCredential: true,
        rpId: 'localhost',
        privateKey: privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64'),
        userHandle: Buffer.from('999999').toString('base64'),
        signCount: 0,
      },
    });
    await page.goto(`${baseUrl()}/app/login?lang=en`);
    await page.getByRole('button', { name: 'Log in with fingerprint or face' }).click();
    await page
      .getByRole('alert')
      .filter({
        hasText: 'Sign-in with fingerprint or face did not work. Log in with your e-mail and password.',
      })
      .waitFor();
    expect(await page.evaluate(() => window.localStorage.getItem('userToken'))).toBeNull();
    expect(new URL(page.url()).pathname).toBe('/app/login');
    await expectNoAxeViolations(page);
  });
});
