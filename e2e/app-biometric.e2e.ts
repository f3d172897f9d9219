import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { uploadVoucher } from '@golfwallet/core/contracts/vouchers/upload-voucher';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, createGolfer, uniqueEmail, vouchersOf } from './support/api';
import { baseUrl, expectNoAxeViolations, useBrowser } from './support/browser';
import { openPage, useTrackedPages } from './support/contexts';
import { confirmEmail } from './support/journeys';

/**
 * Fingerprint or face in the app and on the web site (spec §2 "touch ID option", issue 13):
 * Chromium's virtual authenticator (CDP WebAuthn domain) plays the phone's platform authenticator
 * with user verification. The golfer sets it up under More, logs in with it alone, confirms a
 * voucher’s PIN with it, and removes it again; a device offers it only with a key of its own. The
 * sign-up’s touch ID option makes the key once the e-mail is confirmed.
 */
useBrowser();
useTrackedPages();

const PHONE = { width: 390, height: 844 } as const;
/** 50 m north of Dragør Golfklub (apps/api/src/db/seed/clubs.ts): near enough to self-redeem. */
const AT_DRAGOER = { latitude: 55.605 + 50 / 111_195, longitude: 12.654 };
/** The seeded paper clip card with PIN 1234, five uses, self-redeemable at Dragør (demo.ts). */
const PIN_CARD = 'PAPER-2026-0003';

/** A platform authenticator that verifies the user, on this page's device. */
async function addAuthenticator(context: BrowserContext, page: Page) {
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
  return { cdp, authenticatorId };
}

/** Waits until the page has asked the API for the golfer's keys (the device decides after it). */
function keysListed(page: Page) {
  return page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/v1/webauthn/credentials' && response.ok(),
  );
}

/** Opens a voucher's page in the app and waits until the device has decided about fingerprint or face. */
async function openVoucher(page: Page, voucherId: number) {
  const listed = keysListed(page);
  await page.goto(`${baseUrl()}/app/vouchers/${voucherId}?lang=en`);
  await page.getByRole('heading', { level: 1, name: 'Klippekort 5 greenfee' }).waitFor();
  await page.getByLabel('PIN code of the voucher').waitFor();
  await listed;
  // Let the answer reach the screen.
  await page.waitForTimeout(300);
}

async function setUpUnderMore(page: Page) {
  await page.goto(`${baseUrl()}/app/more?lang=en`);
  await page.getByRole('heading', { level: 1, name: 'More' }).waitFor();
  await page.getByRole('button', { name: 'Use fingerprint or face to log in' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: 'Fingerprint or face login is set up on this device.' })
    .waitFor();
}

describe('fingerprint or face login', () => {
  it('sets up a platform credential under More and logs in with it after logging out', async () => {
    const golfer = await createGolfer({ prefix: 'app-biometric', language: 'en', newsletterAsked: true });
    const { context, page } = await openPage({ token: golfer.token, ...PHONE });
    const { cdp, authenticatorId } = await addAuthenticator(context, page);

    await setUpUnderMore(page);
    await page.getByText(/^Added \d{4}\.\d{2}\.\d{2} \(this device\)$/).waitFor();
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

  it('offers no fingerprint login on a device that holds no key it made', async () => {
    const { context, page } = await openPage(PHONE);
    await addAuthenticator(context, page);
    await page.goto(`${baseUrl()}/app/login?lang=en`);
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    await page.getByRole('button', { name: 'Sign in with golf union' }).waitFor();
    await page.waitForTimeout(300);
    expect(await page.getByRole('button', { name: 'Log in with fingerprint or face' }).count()).toBe(0);
  });

  it('refuses a key of this site the server does not know, and makes no session', async () => {
    const { context, page } = await openPage(PHONE);
    const { cdp, authenticatorId } = await addAuthenticator(context, page);
    // A key for this site that the API does not have (removed from another device since): the
    // device still remembers making it, so it offers it, and the server refuses it.
    const credentialId = randomBytes(16);
    await context.addInitScript((id) => {
      window.localStorage.setItem('gw.webauthnKeys', JSON.stringify([{ id, user: 999999 }]));
    }, credentialId.toString('base64url'));
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    await cdp.send('WebAuthn.addCredential', {
      authenticatorId,
      credential: {
        credentialId: credentialId.toString('base64'),
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

  it('confirms a voucher’s PIN with fingerprint under Use here, only while this device holds the golfer’s key', async () => {
    const golfer = await createGolfer({ prefix: 'app-pin-touch', language: 'en', newsletterAsked: true });
    const card = await apiAs(golfer.token, 'en')(uploadVoucher, { body: { voucher_number: PIN_CARD } });
    expect(card).toMatchObject({ has_pin: true, can_be_self_redeemed: true, uses_left: 5 });
    const { context, page } = await openPage({ token: golfer.token, ...PHONE });
    await context.grantPermissions(['geolocation'], { origin: baseUrl() });
    await context.setGeolocation(AT_DRAGOER);
    await addAuthenticator(context, page);

    // The device could, but the golfer has no key on it: the PIN only.
    await openVoucher(page, card.voucher_id);
    expect(await page.getByRole('button', { name: 'Use fingerprint or face' }).count()).toBe(0);

    await setUpUnderMore(page);
    await openVoucher(page, card.voucher_id);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Use fingerprint or face' }).click();
    await page.getByRole('status').filter({ hasText: 'The voucher has been used. Uses left: 4' }).waitFor();
    const [after] = (await vouchersOf(golfer.token)).filter((v) => v.voucher_id === card.voucher_id);
    expect(after?.uses_left).toBe(4);

    await page.goto(`${baseUrl()}/app/more?lang=en`);
    await page.getByRole('link', { name: 'History' }).click();
    await page.getByRole('heading', { level: 1, name: 'History' }).waitFor();
    const used = page.getByRole('listitem').filter({ hasText: 'Klippekort 5 greenfee · Dragør Golfklub' });
    await used.filter({ hasText: 'Used' }).first().waitFor();

    // Removed under More: the device stops offering it, for the PIN and for logging in.
    await page.goto(`${baseUrl()}/app/more?lang=en`);
    await page.getByRole('button', { name: /^Remove: Added .* \(this device\)$/ }).click();
    await page.getByRole('button', { name: 'Use fingerprint or face to log in' }).waitFor();
    expect(await page.getByText('Fingerprint or face login is set up on this device.').count()).toBe(0);
    await openVoucher(page, card.voucher_id);
    expect(await page.getByRole('button', { name: 'Use fingerprint or face' }).count()).toBe(0);
    expect(await page.evaluate(() => window.localStorage.getItem('gw.webauthnKeys'))).toBeNull();
  });

  it('logs in with fingerprint in the web site’s login popup', async () => {
    const golfer = await createGolfer({ prefix: 'web-biometric', language: 'en', newsletterAsked: true });
    // Signed in for the set-up only (not for every page of the context, as openPage's token does).
    const { context, page } = await openPage({ width: 1280, height: 800 });
    await addAuthenticator(context, page);
    await page.goto(`${baseUrl()}/app?lang=en`);
    await page.evaluate((token) => window.localStorage.setItem('userToken', token), golfer.token);
    await setUpUnderMore(page);
    await page.evaluate(() => window.localStorage.removeItem('userToken'));

    await page.goto(`${baseUrl()}/?lang=en`);
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByRole('button', { name: 'Log in with fingerprint or face' }).waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Log in with fingerprint or face' }).click();
    await page.waitForURL(/\/vouchers$/);
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => window.localStorage.getItem('userToken'))).not.toBeNull();
  });

  it('makes the key at sign-up with the touch ID option, once the e-mail is confirmed', async () => {
    const email = uniqueEmail('touch-signup');
    const { context, page } = await openPage(PHONE);
    const { cdp, authenticatorId } = await addAuthenticator(context, page);
    await page.goto(`${baseUrl()}/register?lang=en`);
    await page.getByRole('link', { name: 'Sign up with e-mail' }).click();
    await page.getByRole('button', { name: 'I am not a union member' }).click();
    await page.waitForURL(`${baseUrl()}/register/non-union`);
    await page.getByRole('textbox', { name: 'First name' }).fill('Tove');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Touch');
    await page.getByRole('textbox', { name: 'Number' }).fill('23456780');
    await page.getByLabel('Birth date').fill('1985-03-02');
    await page.getByRole('radio', { name: 'Female' }).check();
    await page.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Denmark' });
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(`${baseUrl()}/register/password`);
    await page.getByLabel('Login e-mail', { exact: true }).fill(email);
    await page.getByLabel('Confirm e-mail', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByLabel('Repeat password', { exact: true }).fill('secret123');
    await page.getByLabel('PIN code', { exact: true }).fill('4321');
    await page.getByRole('checkbox', { name: 'Use fingerprint or face to log in on this device' }).check();
    await expectNoAxeViolations(page);
    await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(`${baseUrl()}/register/verify`);
    expect((await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials).toHaveLength(0);

    await confirmEmail(email);
    await page.getByRole('button', { name: 'I have confirmed my e-mail' }).click();
    await page.waitForURL(`${baseUrl()}/vouchers`);
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    const kept = await page.evaluate(() => window.localStorage.getItem('gw.webauthnKeys'));
    expect(JSON.parse(kept ?? '[]')).toHaveLength(1);
  });
});
