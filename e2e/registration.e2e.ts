import type { KeysUnder } from '@golfwallet/core/i18n/keys';
import type { Locale } from '@golfwallet/core/i18n/locales';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ANNA, uniqueEmail } from './support/api';
import { baseUrl, expectNoAxeViolations, linkFromMail, newPage, useBrowser } from './support/browser';
import { createUnconfirmedGolfer, MEMBERS, tr } from './support/journeys';

/**
 * Signing up through the registration pages (spec §2 registration area, §4 registration flow, §5
 * rules), confirming the e-mail through the development mailbox and logging in for the first time.
 */

useBrowser();

/** The step indicator: "Step n of m" and the m steps of the list. */
async function expectStep(page: Page, locale: Locale, current: number, total: number) {
  const steps = page.getByRole('navigation', { name: tr(locale, 'registration.steps.label') });
  await steps.getByText(tr(locale, 'registration.steps.counter', { current, total })).waitFor();
  expect(await steps.getByRole('listitem').count()).toBe(total);
  const states = await steps
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.getAttribute('aria-current') === 'step'));
  expect(states.indexOf(true)).toBe(current - 1);
}

/** The password step: e-mail twice, password twice, terms; then the verify page shows the e-mail. */
async function finishWithPassword(page: Page, locale: Locale, email: string, password: string) {
  const form = (key: KeysUnder<'registration.password'>) =>
    page.getByLabel(tr(locale, `registration.password.${key}`), { exact: true });
  await form('email').fill(email);
  await form('confirmEmail').fill(email);
  await form('password').fill(password);
  await form('repeatPassword').fill(password);
  await page.getByRole('checkbox', { name: tr(locale, 'registration.password.acceptTerms') }).check();
  await page.getByRole('button', { name: tr(locale, 'registration.password.submit') }).click();
  await page.waitForURL(`${baseUrl()}/register/verify`);
  await page.getByText(tr(locale, 'registration.verify.intro', { email })).waitFor();
  await expectNoAxeViolations(page);
}

/**
 * Opens the verification link of the mailbox in the same browser: "Mail confirmed" greets the
 * first name; Great goes home and opens the login popup, where the e-mail login leads to /vouchers.
 */
async function confirmAndLogIn(
  page: Page,
  locale: Locale,
  email: string,
  password: string,
  firstName: string,
) {
  await page.goto(await linkFromMail(email, '/email-verify'));
  const confirmed = page.getByRole('dialog', { name: tr(locale, 'auth.mailConfirmed.title') });
  await confirmed.getByText(tr(locale, 'auth.mailConfirmed.greeting', { name: firstName })).waitFor();
  await confirmed.getByText(tr(locale, 'auth.mailConfirmed.text')).waitFor();
  await expectNoAxeViolations(page);
  await confirmed.getByRole('button', { name: tr(locale, 'auth.mailConfirmed.great') }).click();
  await page.waitForURL(`${baseUrl()}/`);
  const login = page.getByRole('dialog', { name: tr(locale, 'auth.login.title') });
  expect(
    await login.getByRole('tab', { name: tr(locale, 'auth.login.tabEmail') }).getAttribute('aria-selected'),
  ).toBe('true');
  await login.getByRole('textbox', { name: tr(locale, 'auth.login.email') }).fill(email);
  await login.getByLabel(tr(locale, 'auth.login.password')).fill(password);
  await login.getByRole('button', { name: tr(locale, 'auth.login.submit') }).click();
  await page.waitForURL(`${baseUrl()}/vouchers`);
  await page
    .getByRole('banner')
    .getByRole('link', { name: tr(locale, 'common.header.myProfile') })
    .waitFor();
}

describe('registration', () => {
  it('signs a union member up in three steps (Danish), confirms the e-mail and logs in', async () => {
    const locale = 'da';
    const member = MEMBERS.mette;
    const email = uniqueEmail('ui-member');
    const password = 'secret123';
    const { page, context } = await newPage();

    await page.goto(`${baseUrl()}/register`);
    await page.getByRole('heading', { name: tr(locale, 'registration.start.title'), level: 1 }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: tr(locale, 'registration.start.emailButton') }).click();
    await page.waitForURL(`${baseUrl()}/register/email`);
    await page.getByRole('heading', { name: tr(locale, 'registration.choose.title') }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: tr(locale, 'registration.choose.union') }).click();

    // Step 1 of 3: union, member number, birth date, checked by the server.
    await page.waitForURL(`${baseUrl()}/register/union`);
    await page.getByRole('heading', { name: tr(locale, 'registration.titles.union'), level: 1 }).waitFor();
    await expectStep(page, locale, 1, 3);
    await page
      .getByRole('combobox', { name: tr(locale, 'registration.union.union') })
      .selectOption({ label: 'Dansk Golf Union' });
    const next = page.getByRole('button', { name: tr(locale, 'registration.next') });
    await next.click();
    await page.getByText(tr(locale, 'validation.enterBirthDate')).waitFor();
    const number = page.getByRole('textbox', { name: tr(locale, 'registration.union.memberNumber') });
    await number.fill('45-9999');
    await page.getByLabel(tr(locale, 'registration.union.birthDate')).fill(member.birthDate);
    await next.click();
    await page.getByText(tr(locale, 'errors.memberNotFound')).waitFor();
    await expectNoAxeViolations(page);
    await number.fill(member.memberNumber);
    await next.click();

    // Step 2 of 3: the names come from the union's registry; the phone takes digits only.
    await page.waitForURL(`${baseUrl()}/register/non-union`);
    await expectStep(page, locale, 2, 3);
    const firstName = page.getByRole('textbox', { name: tr(locale, 'registration.contact.firstName') });
    expect(await firstName.inputValue()).toBe(member.firstName);
    expect(
      await page.getByRole('textbox', { name: tr(locale, 'registration.contact.lastName') }).inputValue(),
    ).toBe(member.lastName);
    const code = page.getByRole('textbox', { name: tr(locale, 'registration.contact.phoneCode') });
    expect(await code.inputValue()).toBe('+45');
    const phone = page.getByRole('textbox', { name: tr(locale, 'registration.contact.phoneNumber') });
    await phone.pressSequentially('12ab34 5678');
    expect(await phone.inputValue()).toBe('12345678');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: tr(locale, 'registration.next') }).click();

    // Step 3 of 3: login details.
    await page.waitForURL(`${baseUrl()}/register/password`);
    await expectStep(page, locale, 3, 3);
    await page.getByRole('button', { name: tr(locale, 'registration.password.submit') }).click();
    await page.getByText(tr(locale, 'validation.acceptTerms')).waitFor();
    await expectNoAxeViolations(page);
    await finishWithPassword(page, locale, email, password);

    await confirmAndLogIn(page, locale, email, password, member.firstName);
    await context.close();
  });

  it('signs a non-member up in two steps (English), confirms the e-mail and logs in', async () => {
    const locale = 'en';
    const email = uniqueEmail('ui-guest');
    const password = 'secret123';
    const { page, context } = await newPage();

    // A step page opened without its step data goes back to the start.
    await page.goto(`${baseUrl()}/register/password?lang=en`);
    await page.waitForURL(`${baseUrl()}/register`);
    await page.getByRole('link', { name: 'Sign up with e-mail' }).click();
    await page.getByRole('button', { name: 'I am not a union member' }).click();

    // Step 1 of 2: contact details with birth date, gender and country.
    await page.waitForURL(`${baseUrl()}/register/non-union`);
    await page.getByRole('heading', { name: 'Sign up as a non-union member', level: 1 }).waitFor();
    await expectStep(page, locale, 1, 2);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Please enter your first name').waitFor();
    await page.getByText('Please choose a gender').waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('textbox', { name: 'First name' }).fill('Kirsten');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Guest-Olsen');
    await page.getByRole('textbox', { name: 'Number' }).fill('23456789');
    await page.getByLabel('Birth date').fill('1988-07-14');
    await page.getByRole('radio', { name: 'Female' }).check();
    await page.getByRole('combobox', { name: 'Country' }).selectOption({ label: 'Denmark' });
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 2 of 2, and Back returns to step 1 with what was typed.
    await page.waitForURL(`${baseUrl()}/register/password`);
    await page.getByRole('heading', { name: 'Sign up as a non-union member', level: 1 }).waitFor();
    await expectStep(page, locale, 2, 2);
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL(`${baseUrl()}/register/non-union`);
    expect(await page.getByRole('textbox', { name: 'First name' }).inputValue()).toBe('Kirsten');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(`${baseUrl()}/register/password`);
    await page.getByLabel('PIN code', { exact: true }).fill('4321');
    // An address already in use: the server's message shows under the e-mail field, and the
    // corrected form can be sent again at once.
    await page.getByLabel('Login e-mail', { exact: true }).fill(ANNA.email);
    await page.getByLabel('Confirm e-mail', { exact: true }).fill(ANNA.email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Repeat password', { exact: true }).fill(password);
    await page.getByRole('checkbox', { name: tr(locale, 'registration.password.acceptTerms') }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('This e-mail address is already registered.').waitFor();
    expect(await page.getByLabel('Login e-mail', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await finishWithPassword(page, locale, email, password);

    await confirmAndLogIn(page, locale, email, password, 'Kirsten');
    await context.close();
  });

  it('leads from Sign in on a registration page home to the open login popup', async () => {
    const { page, context } = await newPage();
    await page.goto(`${baseUrl()}/register/email?lang=en`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await page.getByRole('dialog', { name: 'Log in' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('logInPopupIsOpen'))).toBeNull();
    await context.close();
  });

  it('on a narrow screen, Great on Mail confirmed just closes it', async () => {
    const golfer = await createUnconfirmedGolfer('narrow-confirm');
    const { page, context } = await newPage({ width: 390, height: 844 });
    await page.goto(await linkFromMail(golfer.email, '/email-verify'));
    const confirmed = page.getByRole('dialog', { name: tr('da', 'auth.mailConfirmed.title') });
    // No name kept from a sign-up in this browser: the greeting uses the account's first name.
    await confirmed.getByText(tr('da', 'auth.mailConfirmed.greeting', { name: 'Una' })).waitFor();
    await expectNoAxeViolations(page);
    await confirmed.getByRole('button', { name: tr('da', 'auth.mailConfirmed.great') }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await page.getByRole('heading', { name: tr('da', 'pages.landing.title'), level: 1 }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });
});
