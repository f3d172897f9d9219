import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { uniqueEmail } from './support/api';
import { baseUrl, expectNoAxeViolations, linkFromMail, useBrowser } from './support/browser';
import { openPage, useTrackedPages } from './support/contexts';
import { createUnconfirmedGolfer } from './support/journeys';

/**
 * The app's sign-up, verify account and forgot password (spec §2 "Mobile and app screens") at
 * phone size: the web's registration pages in the app's layout under /app, the mailed links
 * returning to the app, and verifying ending in the app's tabs.
 */

useBrowser();
useTrackedPages();

/** The smallest phone the app is made for. */
const PHONE = { width: 360, height: 740 } as const;

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `horizontal overflow on ${page.url()}`).toBeLessThanOrEqual(0);
}

async function expectAppScreen(page: Page) {
  // The app's phone layout, not the web's header and footer.
  expect(await page.getByRole('banner').count()).toBe(0);
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page);
}

describe('signing up in the app', () => {
  it('signs up from Start, confirms through the mailed link and enters the tabs with the button', async () => {
    const email = uniqueEmail('app-signup');
    const password = 'secret123';
    const { context, page } = await openPage(PHONE);
    await page.goto(`${baseUrl()}/app?lang=en`);
    await page.getByRole('link', { name: 'Sign up free' }).click();

    // The sign-up select.
    await page.waitForURL(`${baseUrl()}/app/sign-up`);
    await page.getByRole('heading', { level: 1, name: 'Are you a member of a golf union?' }).waitFor();
    await page.getByText('Already have an account?').waitFor();
    await expectAppScreen(page);
    await page.getByRole('button', { name: 'I am not a union member' }).click();

    // Step 1 of 2: contact details.
    await page.waitForURL(`${baseUrl()}/app/sign-up/non-union`);
    await page.getByRole('heading', { level: 1, name: 'Sign up as a non-union member' }).waitFor();
    await page.getByRole('textbox', { name: 'First name' }).fill('Pia');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Phone-Hansen');
    await page.getByRole('textbox', { name: 'Number' }).fill('23456780');
    await page.getByLabel('Birth date').fill('1990-03-02');
    await page.getByRole('radio', { name: 'Female' }).check();
    await page.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Denmark' });
    await expectAppScreen(page);
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 2 of 2: login details, PIN code, terms.
    await page.waitForURL(`${baseUrl()}/app/sign-up/password`);
    await page.getByLabel('Login e-mail', { exact: true }).fill(email);
    await page.getByLabel('PIN code', { exact: true }).fill('2468');

    // The terms open inside the app (its shell, not the web's page or a new tab); Back returns
    // to the step with what was typed.
    await page.getByRole('link', { name: 'Read the terms and conditions' }).click();
    await page.waitForURL(`${baseUrl()}/app/more/terms`);
    await page.getByRole('heading', { level: 1, name: /terms/i }).waitFor();
    expect(context.pages()).toHaveLength(1);
    expect(await page.locator('.app #app-main').count()).toBe(1);
    await expectAppScreen(page);
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(`${baseUrl()}/app/sign-up/password`);
    expect(await page.getByLabel('Login e-mail', { exact: true }).inputValue()).toBe(email);
    expect(await page.getByLabel('PIN code', { exact: true }).inputValue()).toBe('2468');

    await page.getByLabel('Confirm e-mail', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Repeat password', { exact: true }).fill(password);
    await page.getByRole('checkbox', { name: /I accept the terms/ }).check();
    await expectAppScreen(page);
    await page.getByRole('button', { name: 'Create account' }).click();

    // Verify account: the steps, Resend, the button and "Wrong account? Log out".
    await page.waitForURL(`${baseUrl()}/app/verify`);
    await page.getByRole('heading', { level: 1, name: 'Verify your account' }).waitFor();
    await page.getByText(email, { exact: false }).first().waitFor();
    await page.getByRole('button', { name: 'Resend' }).waitFor();
    await page.getByRole('button', { name: 'Log out' }).waitFor();
    await expectAppScreen(page);
    // Pressed too early: not confirmed yet, and still here.
    await page.getByRole('button', { name: 'I have confirmed my e-mail' }).click();
    await page.getByText('Your e-mail is not confirmed yet.', { exact: false }).waitFor();

    // The mailed link, opened in another tab of the phone's browser, returns to the app.
    const mail = await context.newPage();
    await mail.goto(await linkFromMail(email, '/email-verify'));
    const confirmed = mail.getByRole('dialog', { name: 'Mail confirmed' });
    await confirmed.getByText('Hi Pia!').waitFor();
    await confirmed.getByRole('button', { name: 'Great' }).click();
    await mail.waitForURL(`${baseUrl()}/app/login`);
    await mail.close();

    // Back on verify account, the button loads the user and enters the app's tabs.
    await page.getByRole('button', { name: 'I have confirmed my e-mail' }).click();
    await page.waitForURL(`${baseUrl()}/app/clubs`);
    await page.getByRole('navigation', { name: 'App sections' }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'My clubs' }).waitFor();
  });
});

describe('forgot password in the app', () => {
  it('asks for the mail from Log in, goes back to Log in, and the reset link leads back there (then into the tabs)', async () => {
    // A golfer signed up through the API (the same call as the sign-up's last step).
    const { email } = await createUnconfirmedGolfer('app-forgot');
    const { page, context } = await openPage(PHONE);

    await page.goto(`${baseUrl()}/app/login?lang=en`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(`${baseUrl()}/app/forgot-password`);
    await page.getByRole('heading', { level: 1, name: 'Forgot password' }).waitFor();
    await expectAppScreen(page);
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await page.getByRole('button', { name: 'Send' }).click();
    const sent = page.getByRole('dialog', { name: 'Check your e-mail' });
    await sent.waitFor();
    await expectNoAxeViolations(page);
    await sent.getByRole('button', { name: 'Go back' }).click();
    await page.waitForURL(`${baseUrl()}/app/login`);

    // The reset link, opened on the phone: the new password, then back to the app's Log in.
    const reset = await context.newPage();
    await reset.goto(await linkFromMail(email, '/password-change'));
    await reset.getByLabel('New password').fill('new-secret1');
    await reset.getByLabel('Repeat password').fill('new-secret1');
    await reset.getByRole('button', { name: 'Confirm' }).click();
    await reset
      .getByRole('dialog', { name: 'Password changed' })
      .getByRole('button', { name: 'Got it' })
      .click();
    await reset.waitForURL(`${baseUrl()}/app/login`);

    // The new password logs in to the app's tabs (the reset link confirmed the e-mail too).
    await reset.getByRole('textbox', { name: 'E-mail' }).fill(email);
    await reset.getByLabel('Password', { exact: true }).fill('new-secret1');
    await reset.locator('form').getByRole('button', { name: 'Log in' }).click();
    await reset.waitForURL(`${baseUrl()}/app/clubs`);
    await reset.getByRole('navigation', { name: 'App sections' }).waitFor();
  });
});
