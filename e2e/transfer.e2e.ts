import { cancelTransfer } from '@golfwallet/core/contracts/transfers/cancel-transfer';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ANNA,
  createGolfer,
  DEMO,
  demoVouchersNamed,
  type Golfer,
  handOver,
  apiAs,
  logInApi,
  sendVouchers,
  vouchersOf,
} from './support/api';
import { baseUrl, expectNoAxeViolations, linkFromMail, readMailbox, useBrowser } from './support/browser';
import { openPage, useTrackedPages } from './support/contexts';
import { dialogNamed, expectListed, openVouchers, voucherCard } from './support/vouchers';

/**
 * A voucher sent from one golfer to another through the mailbox link (spec §2 "Transfer page",
 * "Other web popups", §4, §5 "Transfer"). Golfer A receives 'Greenfee 18 hål' from the demo golfer
 * by API; everything after that happens in the browser.
 */

useBrowser();
useTrackedPages();

const VOUCHER = 'Greenfee 18 hål';

describe('transfer from one golfer to another', () => {
  let sender: Golfer;
  let recipient: Golfer;

  beforeAll(async () => {
    const demoToken = await logInApi(DEMO.email, DEMO.password);
    [sender, recipient] = await Promise.all([
      createGolfer({ prefix: 'sender', firstName: 'Asger', newsletterAsked: true }),
      createGolfer({ prefix: 'recipient', firstName: 'Birthe', newsletterAsked: true }),
    ]);
    const vouchers = await demoVouchersNamed(demoToken, [VOUCHER]);
    await handOver(
      demoToken,
      vouchers.map((voucher) => voucher.voucher_id),
      sender,
    );
  });

  it('A sends it from the details popup; B confirms through the mailed link after logging in', async () => {
    // A: details → Transfer → recipient twice and a message → the thank-you popup.
    const a = await openPage({ token: sender.token });
    await openVouchers(a.page);
    await voucherCard(a.page, VOUCHER).getByRole('button', { name: VOUCHER }).click();
    await dialogNamed(a.page, VOUCHER).getByRole('button', { name: 'Overfør' }).click();
    const form = dialogNamed(a.page, 'Overfør værdibevis');
    await form.waitFor();
    expect(await dialogNamed(a.page, VOUCHER).count()).toBe(0);
    const email = form.getByRole('textbox', { name: 'Modtagerens e-mail', exact: true });
    const confirmEmail = form.getByRole('textbox', { name: 'Bekræft modtagerens e-mail' });
    await email.fill(recipient.email);
    // The e-mail typed twice must match before anything is sent.
    await confirmEmail.fill(`x${recipient.email}`);
    await form.getByRole('button', { name: 'Overfør' }).click();
    await form.getByText('Den gentagne e-mail matcher ikke e-mailen').waitFor();
    const transferMails = async () =>
      (await readMailbox(recipient.email)).filter((mail) => mail.text.includes('/voucher-subtransfer/'));
    expect(await transferMails()).toEqual([]);
    await confirmEmail.fill(recipient.email.toUpperCase());
    await form.getByRole('textbox', { name: 'Følgebesked (valgfri)' }).fill('God runde, Birthe!');
    await expectNoAxeViolations(a.page);
    await form.getByRole('button', { name: 'Overfør' }).click();
    const thanks = dialogNamed(a.page, 'Tak');
    await thanks.waitFor();
    await expectNoAxeViolations(a.page);
    await thanks.getByRole('button', { name: 'Gå til forsiden' }).click();
    await a.page.waitForURL(`${baseUrl()}/vouchers`);

    // The mailbox holds the link for B, with A's message.
    const link = await linkFromMail(recipient.email, '/voucher-subtransfer/');
    expect(link.startsWith(`${baseUrl()}/voucher-subtransfer/`)).toBe(true);
    const [mail, ...more] = await transferMails();
    expect(more).toEqual([]);
    expect(mail?.text).toContain('God runde, Birthe!');
    expect(mail?.text).toContain(VOUCHER);

    // B, signed out, opens the link: the voucher's name; Confirm asks to log in first.
    const b = await openPage();
    await b.page.goto(link);
    await b.page.getByRole('heading', { level: 1, name: 'Overførsel af værdibevis' }).waitFor();
    await b.page.getByText(VOUCHER, { exact: true }).waitFor();
    await expectNoAxeViolations(b.page);
    await b.page.getByRole('button', { name: 'Bekræft' }).click();
    const login = dialogNamed(b.page, 'Log ind');
    await login.waitFor();
    expect(await b.page.evaluate(() => window.localStorage.getItem('transferProcess'))).toBe(
      new URL(link).pathname.split('/').pop(),
    );
    await login.getByRole('tab', { name: 'E-mail' }).click();
    await login.getByRole('textbox', { name: 'E-mail', exact: true }).fill(recipient.email);
    await login.getByLabel('Adgangskode').fill(recipient.password);
    await login.getByRole('button', { name: 'Log ind' }).click();
    await login.waitFor({ state: 'detached' });

    // Back on the transfer page, signed in: Confirm takes the voucher and goes to the main page.
    expect(new URL(b.page.url()).pathname).toBe(new URL(link).pathname);
    await b.page.getByText(VOUCHER, { exact: true }).waitFor();
    await b.page.getByRole('button', { name: 'Bekræft' }).click();
    await b.page.waitForURL(`${baseUrl()}/vouchers`);
    await expectListed(b.page, VOUCHER);
    expect(await b.page.evaluate(() => window.localStorage.getItem('transferProcess'))).toBeNull();

    // A no longer holds it.
    await openVouchers(a.page);
    await expectListed(a.page, VOUCHER, false);
    expect(await vouchersOf(sender.token)).toEqual([]);
    expect((await vouchersOf(recipient.token)).map((voucher) => voucher.voucher_name)).toEqual([VOUCHER]);

    // The link has done its work: opening it again says so, with nothing to confirm.
    await b.page.goto(link);
    await b.page.getByRole('alert').waitFor();
    expect(await b.page.getByRole('button', { name: 'Bekræft' }).count()).toBe(0);
  });

  it("opens the mail's link in the mail's language; the sender sees 'Being transferred' and withdraws it", async () => {
    const annaToken = await logInApi(ANNA.email, ANNA.password);
    const reader = await createGolfer({ prefix: 'english-reader', language: 'en', newsletterAsked: true });
    const [voucher] = (await vouchersOf(annaToken)).filter(
      (item) => item.voucher_name === 'Restaurant -15 %' && !item.in_transfer,
    );
    expect(voucher, "Anna's 'Restaurant -15 %'").toBeDefined();
    const { link, transferId } = await sendVouchers(annaToken, [voucher!.voucher_id], reader.email);
    try {
      // The mail is English, so is its link: a browser that never chose a language shows English.
      expect(new URL(link).searchParams.get('lang')).toBe('en');
      const b = await openPage();
      await b.page.goto(link);
      await b.page.getByRole('heading', { level: 1, name: 'Voucher transfer' }).waitFor();
      expect(await b.page.evaluate(() => document.documentElement.lang)).toBe('en');
      // … and stays English on the next page.
      await b.page.goto(`${baseUrl()}/faq`);
      expect(await b.page.evaluate(() => document.documentElement.lang)).toBe('en');

      // The sender's card says the voucher is being transferred; the popup offers Withdraw.
      const a = await openPage({ token: annaToken });
      // Anna's newsletter question is not this journey's business (and must stay unanswered).
      await a.context.addInitScript(() => window.sessionStorage.setItem('newsletterShown', '1'));
      await openVouchers(a.page, '?lang=en');
      const card = voucherCard(a.page, 'Restaurant -15 %');
      await card.getByText('Being transferred', { exact: true }).waitFor();
      expect(await card.getByRole('button', { name: 'Print' }).isDisabled()).toBe(true);
      await card.getByRole('button', { name: 'Restaurant -15 %' }).click();
      const details = dialogNamed(a.page, 'Restaurant -15 %');
      await details.getByText(/These vouchers are being transferred/).waitFor();
      await expectNoAxeViolations(a.page);
      await details.getByRole('button', { name: 'Withdraw transfer' }).click();
      await a.page
        .getByText('The transfer has been withdrawn. The vouchers are yours to use again.')
        .waitFor();
      await expect.poll(() => card.getByText('Being transferred', { exact: true }).count()).toBe(0);
      expect(await card.getByRole('button', { name: 'Print' }).isDisabled()).toBe(false);
      expect(
        (await vouchersOf(annaToken)).find((item) => item.voucher_id === voucher!.voucher_id)?.in_transfer,
      ).toBe(false);

      // The withdrawn link no longer works.
      await b.page.goto(link);
      await b.page.getByRole('alert').filter({ hasText: 'Error transfering voucher' }).waitFor();
    } finally {
      // Anna keeps her voucher even when this journey fails half-way.
      await apiAs(annaToken)(cancelTransfer, { params: { id: transferId } }).catch(() => undefined);
    }
  });

  it("a link that does not work shows 'Error transfering voucher' in the page language", async () => {
    const { page } = await openPage();
    await page.goto(`${baseUrl()}/voucher-subtransfer/${'A'.repeat(43)}?lang=en`);
    await page.getByRole('alert').filter({ hasText: 'Error transfering voucher' }).waitFor();
    expect(await page.getByRole('button', { name: 'Confirm' }).count()).toBe(0);

    await page.goto(`${baseUrl()}/voucher-subtransfer/not-a-token?lang=da`);
    await page.getByRole('alert').filter({ hasText: 'Fejl ved overførsel af værdibevis' }).waitFor();
  });

  it('a link that stops working after Confirm (signed out) is forgotten: the next login goes to the vouchers', async () => {
    const demoToken = await logInApi(DEMO.email, DEMO.password);
    const golfer = await createGolfer({ prefix: 'latecomer', newsletterAsked: true });
    const [voucher] = await demoVouchersNamed(demoToken, ['Forårstilbud: greenfee 2 for 1']);
    const { link, transferId } = await sendVouchers(demoToken, [voucher!.voucher_id], golfer.email);

    const { page } = await openPage();
    try {
      // Confirm while signed out keeps the link for after the login; the golfer closes the popup.
      await page.goto(link);
      await page.getByRole('button', { name: 'Bekræft' }).click();
      const login = dialogNamed(page, 'Log ind');
      await login.waitFor();
      await page.keyboard.press('Escape');
      await login.waitFor({ state: 'detached' });

      // Meanwhile the sender takes the transfer back.
      await apiAs(demoToken)(cancelTransfer, { params: { id: transferId } });
    } finally {
      // The demo golfer keeps the voucher even when this journey fails half-way.
      await apiAs(demoToken)(cancelTransfer, { params: { id: transferId } }).catch(() => undefined);
    }

    // Logging in from the main page leads to the kept link, which now says it does not work …
    await page.goto(`${baseUrl()}/`);
    await logInFromHeader(page, golfer);
    await page.waitForURL((url) => url.pathname === new URL(link).pathname);
    await page.getByRole('alert').filter({ hasText: 'Fejl ved overførsel af værdibevis' }).waitFor();

    // … once: signed out and in again, the golfer lands on the vouchers.
    await page.goto(`${baseUrl()}/vouchers`);
    await page.getByRole('banner').getByRole('button', { name: 'Log ud' }).click();
    await dialogNamed(page, 'Log ud').getByRole('button', { name: 'Ja' }).click();
    await page.waitForURL(`${baseUrl()}/`);
    await logInFromHeader(page, golfer);
    await page.waitForURL(`${baseUrl()}/vouchers`);
  });
});

/** Header → Log ind → the e-mail tab of the login popup → logged in (the popup closes). */
async function logInFromHeader(page: Page, golfer: Golfer) {
  await page.getByRole('banner').getByRole('button', { name: 'Log ind' }).click();
  const login = dialogNamed(page, 'Log ind');
  await login.getByRole('tab', { name: 'E-mail' }).click();
  await login.getByRole('textbox', { name: 'E-mail', exact: true }).fill(golfer.email);
  await login.getByLabel('Adgangskode').fill(golfer.password);
  await login.getByRole('button', { name: 'Log ind' }).click();
  await login.waitFor({ state: 'detached' });
}
