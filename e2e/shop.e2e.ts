import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createGolfer, type Golfer } from './support/api';
import { baseUrl, expectNoAxeViolations, readMailbox, useBrowser } from './support/browser';
import { openPage, useTrackedPages } from './support/contexts';

/**
 * The club shop at a phone's size (issue 14): buy two products with a new card and save it, buy
 * again with the saved card, top up ball money and see the bonus, see the vouchers, the orders in
 * History and the receipt mail with its PDF. Danish texts (the default locale).
 */

useBrowser();
useTrackedPages();

const PHONE = { width: 390, height: 844 };
const CLUB = 'Rungsted Golf Klub';
const GREENFEE = 'Greenfee 18 huller';
const GIFT_CARD = 'Gavekort 500 kr.';
const BALL_MONEY = 'Boldpenge: betal 500, få 600';

async function openClubShop(page: Page) {
  await page.goto(`${baseUrl()}/shop`);
  await page.getByRole('heading', { name: 'Butik', level: 1 }).waitFor();
  await page.getByRole('searchbox', { name: 'Søg efter klubber' }).fill('Rungsted');
  await page.getByRole('link', { name: CLUB }).click();
  await page.getByRole('heading', { name: CLUB, level: 1 }).waitFor();
}

async function addToCart(page: Page, product: string) {
  await page.getByRole('button', { name: `Læg i kurv: ${product}` }).click();
  await page.getByText('Lagt i kurven.').first().waitFor();
}

async function goToPayment(page: Page) {
  await page.getByRole('navigation', { name: 'Butik' }).getByRole('link', { name: 'Kurv' }).click();
  await page.getByRole('heading', { name: 'Kurv', level: 1 }).waitFor();
  await page.getByRole('link', { name: 'Betal', exact: true }).click();
  await page.getByRole('heading', { name: 'Betaling', level: 1 }).waitFor();
}

async function payAndSeeThanks(page: Page) {
  await page.getByRole('checkbox', { name: /Jeg accepterer handelsbetingelserne/ }).check();
  await page.getByRole('button', { name: /^Betal / }).click();
  await page.getByText('Tak! Dine værdibeviser ligger i din tegnebog').waitFor();
}

describe('the club shop on a phone', () => {
  let golfer: Golfer;

  beforeAll(async () => {
    golfer = await createGolfer({ prefix: 'shopper', firstName: 'Signe', newsletterAsked: true });
  });

  it('buys with a new card and saves it, buys again with it, tops up ball money, and sees it all', async () => {
    const { page } = await openPage({ token: golfer.token, ...PHONE });

    // Two products with a new card, saved.
    await openClubShop(page);
    await expectNoAxeViolations(page);
    await addToCart(page, GREENFEE);
    await addToCart(page, GIFT_CARD);
    await goToPayment(page);
    await page.getByRole('textbox', { name: 'Kortnummer' }).fill('4242 4242 4242 4242');
    await page.getByRole('textbox', { name: 'Kortholders navn' }).fill('Signe Testesen');
    await page.getByRole('textbox', { name: 'Udløb (MM/ÅÅ)' }).fill('12/30');
    await page.getByRole('textbox', { name: 'Kontrolcifre (CVC)' }).fill('123');
    await page.getByRole('checkbox', { name: 'Gem kortet til næste gang' }).check();
    await expectNoAxeViolations(page);
    await payAndSeeThanks(page);

    // Again with the saved card (chosen by default).
    await openClubShop(page);
    await addToCart(page, GREENFEE);
    await goToPayment(page);
    await expect
      .poll(() => page.getByRole('radio', { name: /Betal med visa •••• 4242/ }).isChecked())
      .toBe(true);
    await payAndSeeThanks(page);

    // Ball money: pay 500, get 600.
    await openClubShop(page);
    await addToCart(page, BALL_MONEY);
    await goToPayment(page);
    await payAndSeeThanks(page);
    await page.getByRole('navigation', { name: 'Butik' }).getByRole('link', { name: 'Tegnebog' }).click();
    await page.getByRole('heading', { name: 'Boldpenge', level: 2, exact: true }).waitFor();
    const balance = page.getByRole('listitem').filter({ hasText: CLUB });
    await expect.poll(() => balance.first().textContent()).toMatch(/600/);
    await expect.poll(() => page.getByRole('cell', { name: /Bonus/ }).count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page);

    // History shows the three orders.
    await page.getByRole('navigation', { name: 'Butik' }).getByRole('link', { name: 'Historik' }).click();
    await page.getByRole('heading', { name: 'Historik', level: 1 }).waitFor();
    await expect
      .poll(() => page.getByRole('heading', { name: /^Ordre \d+ · Rungsted Golf Klub$/ }).count())
      .toBe(3);
    await expectNoAxeViolations(page);

    // The vouchers are in the wallet.
    await page.goto(`${baseUrl()}/vouchers`);
    await expect.poll(() => page.getByText(GREENFEE).count()).toBeGreaterThan(0);

    // The receipt mails, each with its PDF (rendered by the outbox job within a few seconds).
    const rendered = async () =>
      (await readMailbox(golfer.email)).filter((mail) => mail.template === 'shop_receipt' && mail.subject);
    await expect.poll(async () => (await rendered()).length, { timeout: 15_000 }).toBe(3);
    const receipts = await rendered();
    expect(receipts[0]?.subject).toMatch(/^Din kvittering fra Rungsted Golf Klub/);
    const attachments = (receipts[0] as unknown as { attachments: { filename: string; url: string }[] })
      .attachments;
    expect(attachments[0]?.filename).toMatch(/^kvittering-\d+\.pdf$/);
    const pdf = await fetch(`${baseUrl()}${attachments[0]!.url}`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    // And the mailbox page links it.
    await page.goto(`${baseUrl()}/dev/mail?to=${encodeURIComponent(golfer.email)}`);
    await expect.poll(() => page.getByRole('link', { name: /kvittering-\d+\.pdf/ }).count()).toBe(3);
  });

  it('shows a decline in Danish, then passes the 3-D Secure challenge and comes back paid', async () => {
    const buyer = await createGolfer({ prefix: 'threeds', firstName: 'Mads', newsletterAsked: true });
    const { page } = await openPage({ token: buyer.token, ...PHONE });
    await openClubShop(page);
    await addToCart(page, GREENFEE);
    await goToPayment(page);
    const fillCard = async (number: string) => {
      await page.getByRole('textbox', { name: 'Kortnummer' }).fill(number);
      await page.getByRole('textbox', { name: 'Kortholders navn' }).fill('Mads Testesen');
      await page.getByRole('textbox', { name: 'Udløb (MM/ÅÅ)' }).fill('12/30');
      await page.getByRole('textbox', { name: 'Kontrolcifre (CVC)' }).fill('123');
    };
    await fillCard('4000 0000 0000 0002');
    await page.getByRole('checkbox', { name: /Jeg accepterer handelsbetingelserne/ }).check();
    await page.getByRole('button', { name: /^Betal / }).click();
    await page.getByText('Kortet blev afvist. Brug venligst et andet kort.').waitFor();

    await fillCard('4000 0000 0000 3220');
    await page.getByRole('button', { name: /^Betal / }).click();
    await page.getByRole('heading', { name: '3-D Secure' }).waitFor();
    await page.getByRole('button', { name: 'Bekræft betaling' }).click();
    await page.getByText('Tak! Dine værdibeviser ligger i din tegnebog').waitFor();
    expect(new URL(page.url()).pathname).toBe('/shop/payment');
  });
});
