import { basicAuthHeader } from '@golfwallet/core/client/api-client';
import type { Locale } from '@golfwallet/core/i18n/locales';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createGolfer, DEMO, logInApi, signInContext } from './support/api';
import {
  baseUrl,
  expectNoAxeViolations,
  linkFromMail,
  newPage,
  readMailbox,
  useBrowser,
} from './support/browser';
import {
  confirmEmail,
  createUnconfirmedGolfer,
  DANISH_HOST,
  ENGLISH_HOST,
  expectPopupKeyboard,
  siteUrl,
  skipNewsletterPrompt,
  tr,
} from './support/journeys';

/**
 * Logging in and out (spec §2 login popup, §4 authentication, §8 login failure) and the forgotten
 * password (§4 password recovery, §5 change password), in Chromium against the production build.
 */

useBrowser();

/**
 * Runs a moderation admin command on the e2e server (POST /api/v1/test/admin, mounted with the
 * test clock): its embedded database is the server's own, so `npm run admin` cannot reach it.
 */
async function testAdmin(...argv: string[]): Promise<{ code: number; lines: string[]; errors: string[] }> {
  const res = await fetch(`${baseUrl()}/api/v1/test/admin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ argv }),
  });
  if (!res.ok) throw new Error(`test/admin answered ${res.status}`);
  return (await res.json()) as { code: number; lines: string[]; errors: string[] };
}

/** Every key and value of the page's local and session storage, as one text to search. */
function storedText(page: Page): Promise<string> {
  return page.evaluate(() =>
    [localStorage, sessionStorage]
      .flatMap((store) => Object.keys(store).map((key) => `${key}=${store.getItem(key)}`))
      .join('\n'),
  );
}

/** Opens the login popup from the header and switches to the e-mail tab. */
async function openEmailLogin(page: Page, locale: Locale) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: tr(locale, 'common.header.logIn') })
    .click();
  const dialog = page.getByRole('dialog', { name: tr(locale, 'auth.login.title') });
  await dialog.getByRole('tab', { name: tr(locale, 'auth.login.tabEmail') }).click();
  return dialog;
}

async function submitLogin(page: Page, locale: Locale, email: string, password: string) {
  const dialog = page.getByRole('dialog', { name: tr(locale, 'auth.login.title') });
  await dialog.getByRole('textbox', { name: tr(locale, 'auth.login.email') }).fill(email);
  await dialog.getByLabel(tr(locale, 'auth.login.password')).fill(password);
  await dialog.getByRole('button', { name: tr(locale, 'auth.login.submit') }).click();
}

describe('login popup', () => {
  it('has two accessible tabs, traps focus, closes on Escape and on a click outside', async () => {
    const { page, context } = await newPage();
    await page.goto(siteUrl(ENGLISH_HOST));
    const logIn = page.getByRole('banner').getByRole('button', { name: 'Log in' });
    await logIn.click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    // golfbox is the default tab: the country picker, the union sign-in and a create-account link.
    expect(await dialog.getByRole('tab', { name: 'Golf union' }).getAttribute('aria-selected')).toBe('true');
    await dialog.getByRole('button', { name: 'Sign in with golf union' }).waitFor();
    await dialog.getByRole('combobox', { name: 'Country of residence' }).waitFor();
    await dialog.getByRole('link', { name: 'Create account' }).waitFor();
    await expectNoAxeViolations(page);
    await expectPopupKeyboard(page, dialog);
    await expect.poll(() => logIn.evaluate((el) => el === document.activeElement)).toBe(true);

    await logIn.click();
    await dialog.getByRole('tab', { name: 'E-mail' }).click();
    await dialog.getByRole('textbox', { name: 'E-mail' }).waitFor();
    await dialog.getByRole('link', { name: 'Forgot password?' }).waitFor();
    await expectNoAxeViolations(page);
    await expectPopupKeyboard(page, dialog, { escape: false });
    // A click on the backdrop (outside the panel) closes it.
    await page.mouse.click(5, 5);
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await context.close();
  });

  it('shows errors only after the first submit, and the session error in the page language', async () => {
    for (const [host, locale] of [
      [ENGLISH_HOST, 'en'],
      [DANISH_HOST, 'da'],
    ] as const) {
      const { page, context } = await newPage();
      await page.goto(siteUrl(host));
      const dialog = await openEmailLogin(page, locale);
      const email = dialog.getByRole('textbox', { name: tr(locale, 'auth.login.email') });
      await email.fill('not-an-address');
      await email.blur();
      expect(await dialog.getByRole('alert').count(), 'no error before submit').toBe(0);

      await dialog.getByRole('button', { name: tr(locale, 'auth.login.submit') }).click();
      await dialog.getByText(tr(locale, 'validation.validEmail')).waitFor();
      await dialog.getByText(tr(locale, 'validation.enterPassword')).waitFor();

      await submitLogin(page, locale, DEMO.email, 'wrong-password');
      await dialog.getByText(tr(locale, 'errors.invalidCredentials')).waitFor();
      expect(page.url()).toBe(siteUrl(host));
      await context.close();
    }
  });
});

describe('logging in and out', () => {
  it('logs in to /vouchers, signs out after Yes, and then /vouchers leads home', async () => {
    const golfer = await createGolfer({ prefix: 'inout', language: 'en' });
    await skipNewsletterPrompt(golfer.token);
    const { page, context } = await newPage();
    await page.goto(siteUrl(ENGLISH_HOST));
    await openEmailLogin(page, 'en');
    await submitLogin(page, 'en', golfer.email, golfer.password);
    await page.waitForURL(siteUrl(ENGLISH_HOST, '/vouchers'));
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'My profile' }).waitFor();
    // No password is kept in the browser once signed in (issue 8 item 1).
    expect(await storedText(page)).not.toContain(golfer.password);
    // Signed in, the front page goes on to /vouchers.
    await page.goto(siteUrl(ENGLISH_HOST));
    await page.waitForURL(siteUrl(ENGLISH_HOST, '/vouchers'));

    // No keeps the golfer signed in.
    await header.getByRole('button', { name: 'Sign out' }).click();
    const confirm = page.getByRole('dialog', { name: 'Sign out' });
    await confirm.getByText('Are you sure you want to sign out?').waitFor();
    await expectNoAxeViolations(page);
    await expectPopupKeyboard(page, confirm);
    await header.getByRole('button', { name: 'Sign out' }).click();
    await confirm.getByRole('button', { name: 'No' }).click();
    await expect.poll(() => confirm.isVisible()).toBe(false);
    expect(page.url()).toBe(siteUrl(ENGLISH_HOST, '/vouchers'));

    // Yes signs out: home, logged-out header, token and login data gone, the session ended.
    await header.getByRole('button', { name: 'Sign out' }).click();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL(siteUrl(ENGLISH_HOST));
    await header.getByRole('button', { name: 'Log in' }).waitFor();
    expect(
      await page.evaluate(() => [
        localStorage.getItem('userToken'),
        sessionStorage.getItem('unconfirmedSession'),
      ]),
    ).toEqual([null, null]);

    await page.goto(siteUrl(ENGLISH_HOST, '/vouchers'));
    await page.waitForURL(siteUrl(ENGLISH_HOST));
    await header.getByRole('button', { name: 'Log in' }).waitFor();
    await context.close();
  });

  it('sends an unconfirmed account to the mail-verify popup, from the login and from a stored token', async () => {
    const unconfirmed = await createUnconfirmedGolfer('verify-popup');
    const { page, context } = await newPage();
    await page.goto(siteUrl(ENGLISH_HOST));
    await openEmailLogin(page, 'en');
    await submitLogin(page, 'en', unconfirmed.email, unconfirmed.password);
    const verify = page.getByRole('dialog', { name: 'Confirm your e-mail' });
    await verify.getByText(unconfirmed.email, { exact: false }).waitFor();
    expect(page.url()).toBe(siteUrl(ENGLISH_HOST));
    expect(await storedText(page)).not.toContain(unconfirmed.password);
    await expectNoAxeViolations(page);
    await verify.getByRole('button', { name: 'Back to login' }).click();
    await page.getByRole('dialog', { name: 'Log in' }).getByRole('textbox', { name: 'E-mail' }).waitFor();
    await submitLogin(page, 'en', unconfirmed.email, unconfirmed.password);
    // Send again, still unconfirmed: the mail goes out again.
    await verify.getByRole('button', { name: 'Send again' }).click();
    await verify.getByText('We have sent the e-mail again. Please check your inbox.').waitFor();
    await expect.poll(async () => (await readMailbox(unconfirmed.email)).length).toBeGreaterThanOrEqual(2);
    // Once the link has been followed, Send again signs in.
    await confirmEmail(unconfirmed.email);
    await verify.getByRole('button', { name: 'Send again' }).click();
    await page.waitForURL(siteUrl(ENGLISH_HOST, '/vouchers'));
    expect(await storedText(page)).not.toContain(unconfirmed.password);
    expect(await page.evaluate(() => sessionStorage.getItem('unconfirmedSession'))).toBeNull();
    await context.close();

    // A token stored earlier for an account that is not confirmed: the popup opens by itself.
    const later = await createUnconfirmedGolfer('verify-stored');
    const stored = await newPage();
    await signInContext(stored.context, await logInApi(later.email, later.password));
    await stored.page.goto(siteUrl(ENGLISH_HOST, '/contact-us'));
    await stored.page.getByRole('dialog', { name: 'Confirm your e-mail' }).waitFor();
    await expect.poll(() => stored.page.evaluate(() => localStorage.getItem('userToken'))).toBeNull();
    await stored.context.close();
  });

  it('tells when the stored-token login fails, and drops a token the server refuses silently', async () => {
    const golfer = await createGolfer({ prefix: 'autologin', language: 'en' });
    const { page, context } = await newPage();
    await signInContext(context, golfer.token);
    await page.route('**/api/v1/user', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'INTERNAL', message: 'boom' }),
      }),
    );
    await page.goto(siteUrl(ENGLISH_HOST, '/contact-us'));
    const failure = page.getByRole('dialog', { name: 'We could not log you in' });
    await failure.getByText('An error has occurred, please try again later').waitFor();
    await failure.getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => failure.isVisible()).toBe(false);
    await context.close();

    const refused = await newPage();
    await signInContext(refused.context, 'a-session-that-does-not-exist');
    await refused.page.goto(siteUrl(ENGLISH_HOST, '/contact-us'));
    await refused.page.getByRole('banner').getByRole('button', { name: 'Log in' }).waitFor();
    expect(await refused.page.getByRole('dialog').count()).toBe(0);
    await refused.context.close();
  });

  it('refuses a blocked golfer with the clear message in the popup, and lets them in once unblocked', async () => {
    // A golfer of this test only: blocking ends every session of the profile.
    const golfer = await createGolfer({ prefix: 'blocked', language: 'en', newsletterAsked: true });
    const reason = 'Offensive messages to other golfers';
    const blocked = await testAdmin('block-user', golfer.email, '--reason', reason, '--actor', 'e2e');
    expect(blocked.code, blocked.errors.join('\n')).toBe(0);
    // The reason went by mail in the golfer's language.
    const notice = (await readMailbox(golfer.email)).find((mail) => mail.template === 'account_blocked');
    expect(notice?.text).toContain(reason);

    const { page, context } = await newPage();
    await page.goto(siteUrl(ENGLISH_HOST));
    const dialog = await openEmailLogin(page, 'en');
    await submitLogin(page, 'en', golfer.email, golfer.password);
    await dialog.getByText(tr('en', 'privacy.errors.accountBlocked')).waitFor();
    expect(page.url()).toBe(siteUrl(ENGLISH_HOST));
    expect(await page.evaluate(() => localStorage.getItem('userToken'))).toBeNull();
    await expectNoAxeViolations(page);
    // The session the golfer had before the block is gone too.
    const before = await fetch(`${baseUrl()}/api/v1/user`, {
      headers: { authorization: basicAuthHeader(golfer.token) },
    });
    expect(before.status).toBe(403);

    const lifted = await testAdmin(
      'unblock-user',
      golfer.email,
      '--reason',
      'Cleared after review',
      '--actor',
      'e2e',
    );
    expect(lifted.code, lifted.errors.join('\n')).toBe(0);
    await submitLogin(page, 'en', golfer.email, golfer.password);
    await page.waitForURL(siteUrl(ENGLISH_HOST, '/vouchers'));
    await context.close();
  });
});

describe('forgotten password', () => {
  it('turns a key the server does not know into a dead end with a way to ask for a new link', async () => {
    const { page, context } = await newPage();
    await page.goto(`${baseUrl()}/password-change?key=not-a-key&lang=en`);
    await page.getByLabel('New password').fill('brand-new-secret');
    await page.getByLabel('Repeat password').fill('brand-new-secret');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page
      .getByText('This link has already been used or is not valid. Please ask for a new one.')
      .waitFor();
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await page.waitForURL(`${baseUrl()}/register/forgot-password`);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  it('mails a link, changes the password on /password-change, and only the new password works', async () => {
    const golfer = await createGolfer({ prefix: 'forgot', language: 'en' });
    const { page, context } = await newPage();
    await page.goto(`${baseUrl()}/?lang=en`);
    const login = await openEmailLogin(page, 'en');
    await login.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(`${baseUrl()}/register/forgot-password`);
    await page.getByRole('heading', { name: 'Forgot password', level: 1 }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Please enter email').waitFor();
    await page.getByRole('textbox', { name: 'E-mail' }).fill(golfer.email);
    await page.getByRole('button', { name: 'Send' }).click();
    const sent = page.getByRole('dialog', { name: 'Check your e-mail' });
    await sent.getByText(golfer.email, { exact: false }).waitFor();
    await sent.getByRole('button', { name: 'Go back' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await page.getByRole('dialog', { name: 'Log in' }).getByRole('textbox', { name: 'E-mail' }).waitFor();

    const link = await linkFromMail(golfer.email, '/password-change');
    await page.goto(link);
    await page.getByRole('heading', { name: 'Change password', level: 1 }).waitFor();
    await expectNoAxeViolations(page);
    const confirm = page.getByRole('button', { name: 'Confirm' });
    await confirm.click();
    await page.getByText('Please enter password').waitFor();
    await page.getByLabel('New password').fill('brand-new-secret');
    await page.getByLabel('Repeat password').fill('something-else');
    await confirm.click();
    await page.getByText("Confirmation password doesn't match the password").waitFor();
    await page.getByLabel('Repeat password').fill('brand-new-secret');
    await confirm.click();
    const done = page.getByRole('dialog', { name: 'Password changed' });
    await done.waitFor();
    await expectNoAxeViolations(page);
    await done.getByRole('button', { name: 'Got it' }).click();
    await page.waitForURL(`${baseUrl()}/`);

    await openEmailLogin(page, 'en');
    await submitLogin(page, 'en', golfer.email, golfer.password);
    await page.getByText('Check your credentials, email or password are incorrect.').waitFor();
    await submitLogin(page, 'en', golfer.email, 'brand-new-secret');
    await page.waitForURL(`${baseUrl()}/vouchers`);
    await context.close();
  });
});
