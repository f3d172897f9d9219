import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ANNA, createGolfer, DEMO, type Golfer, handOver, logInApi, vouchersOf } from './support/api';
import { baseUrl, expectNoAxeViolations, readMailbox, useBrowser } from './support/browser';
import { openPage, useTrackedPages } from './support/contexts';

/**
 * The mobile app under /app (spec §2 "Mobile and app screens", §4 "Current-club choice", §8) in
 * Chromium at phone sizes with an emulated position. Read-only journeys use the demo golfer; those
 * that change data use fresh golfers: one receives Anna's 'Boldkort 10 kurve' (Rungsted's range,
 * self-redeemable) by transfer and claims the paper voucher PAPER-2026-0001.
 */

useBrowser();
useTrackedPages();

const PHONE = { width: 390, height: 844 } as const;
const SMALL_PHONE = { width: 360, height: 740 } as const;

/** Club positions of apps/api/src/db/seed/clubs.ts. */
const RUNGSTED = { latitude: 55.886, longitude: 12.53 };
const ODENSE = { latitude: 55.366, longitude: 10.455 };
const OSLO = { latitude: 59.962, longitude: 10.635 };
const FALSTERBO = { latitude: 55.388, longitude: 12.822 };

/** A point `metres` north of a position (one degree of latitude is about 111.2 km). */
const north = (at: { latitude: number; longitude: number }, metres: number) => ({
  latitude: at.latitude + metres / 111_195,
  longitude: at.longitude,
});

async function phonePage(
  options: {
    token?: string;
    size?: { width: number; height: number };
    at?: { latitude: number; longitude: number };
    serviceWorker?: boolean;
  } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const size = options.size ?? PHONE;
  const opened = await openPage({
    token: options.token,
    width: size.width,
    height: size.height,
    serviceWorker: options.serviceWorker,
  });
  if (options.at) {
    await opened.context.grantPermissions(['geolocation'], { origin: baseUrl() });
    await opened.context.setGeolocation(options.at);
  }
  return opened;
}

/** The page scrolls sideways nowhere (phone layout). */
async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `horizontal overflow on ${page.url()}`).toBeLessThanOrEqual(0);
}

/** The names in the app's voucher list, top to bottom. */
function listedNames(page: Page): Promise<string[]> {
  return page.locator('.wallet__list').getByRole('heading', { level: 2 }).allTextContents();
}

async function openWallet(page: Page) {
  await page.goto(`${baseUrl()}/app/vouchers?lang=en`);
  await page.getByRole('heading', { level: 1, name: 'Vouchers' }).waitFor();
  await page.locator('.wallet__count').waitFor();
}

describe('the app at phone size', () => {
  it('starts signed out, logs in with e-mail and lands on My clubs with the home club', async () => {
    const { page } = await phonePage({ size: SMALL_PHONE, at: OSLO });
    await page.goto(`${baseUrl()}/app?lang=en`);
    await page.getByRole('heading', { level: 1, name: 'All your golf vouchers in one wallet' }).waitFor();
    expect(await page.getByRole('navigation', { name: 'App sections' }).count()).toBe(0);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);

    // A tab signed out goes back to Start.
    await page.goto(`${baseUrl()}/app/vouchers`);
    await page.getByRole('link', { name: 'Log in' }).click();
    await page.getByRole('textbox', { name: 'E-mail' }).fill(DEMO.email);
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await page.locator('form').getByRole('button', { name: 'Log in' }).click();

    // The app takes the account's language after sign-in (issue 34, item 2): Søren's is Danish.
    await page.getByRole('heading', { level: 1, name: 'Mine klubber' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/app/clubs');
    expect(await page.locator('html').getAttribute('lang')).toBe('da');
    // Søren's home club sells: it is the current club even 500 km away (§4).
    const current = page.locator('.current-club__card');
    await current.getByText('Rungsted Golf Klub').waitFor();
    await current.getByText('Din hjemmeklub').waitFor();
    const tabs = page.getByRole('navigation', { name: 'Appens afsnit' }).getByRole('link');
    // Without the unread badge on More: other journeys on the same server may notify the demo golfer.
    const names = (await tabs.allTextContents()).map((text) => text.replace(/\d+ ulæste?$/, ''));
    expect(names).toEqual(['Mine klubber', 'Værdibeviser', 'Overfør', 'Upload', 'Shop', 'Tegnebog', 'Mere']);
    for (const tab of await tabs.all()) {
      const box = await tab.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    }
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
  });

  it('More has Change club, which shows the current club and asks for union and member number', async () => {
    const token = await logInApi(DEMO.email, DEMO.password);
    const { page } = await phonePage({ token, size: SMALL_PHONE, at: OSLO });
    await page.goto(`${baseUrl()}/app/more?lang=en`);
    const item = page.getByRole('link', { name: 'Change club', exact: true });
    expect((await item.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    await item.click();
    await page.waitForURL(`${baseUrl()}/app/more/change-club`);
    await page.getByRole('heading', { level: 1, name: 'Change club' }).waitFor();
    await page.getByRole('navigation', { name: 'App sections' }).waitFor();
    // The current club by §4: Søren's home club, which sells, even 500 km away.
    const current = page.locator('.current-club__card');
    await current.getByText('Rungsted Golf Klub').waitFor();
    await current.getByText('Your home club').waitFor();
    await page.getByRole('combobox', { name: 'Union' }).waitFor();
    await page.getByRole('textbox', { name: 'Union member number' }).waitFor();
    const request = page.getByRole('button', { name: 'Request' });
    expect((await request.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    await page.getByRole('link', { name: 'Back to More' }).click();
    await page.waitForURL(`${baseUrl()}/app/more`);
  });

  it('My clubs picks the nearest club with products for each position when there is no home club', async () => {
    const golfer = await createGolfer({ prefix: 'app-clubs', language: 'en', newsletterAsked: true });
    const cases = [
      { at: north(ODENSE, 300), club: 'Odense Golfklub' },
      { at: north(OSLO, -400), club: 'Oslo Golfklubb' },
      { at: north(FALSTERBO, 200), club: 'Falsterbo Golfklubb' },
    ];
    const { context, page } = await phonePage({ token: golfer.token, at: cases[0]!.at });
    for (const { at, club } of cases) {
      await context.setGeolocation(at);
      await page.goto(`${baseUrl()}/app/clubs?lang=en`);
      const current = page.locator('.current-club__card');
      await current.getByText(club, { exact: true }).waitFor();
      await current.getByText('Nearest club with products').waitFor();
      await current.getByText('Nearby').waitFor();
    }
    await expectNoAxeViolations(page);
  });

  it('filters, searches and sorts the vouchers on the device', async () => {
    const token = await logInApi(DEMO.email, DEMO.password);
    const { page } = await phonePage({ token, at: north(RUNGSTED, 100) });
    await openWallet(page);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);

    await page.getByRole('button', { name: /^Range cards \(\d+\)$/ }).click();
    // Club A-Z: Oslo before Rungsted.
    expect(await listedNames(page)).toEqual(['Ballkort 5 kurver', 'Boldkort 10 kurve']);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('nearest');
    await expect.poll(() => listedNames(page)).toEqual(['Boldkort 10 kurve', 'Ballkort 5 kurver']);
    await page.getByRole('searchbox', { name: 'Search' }).fill('oslo');
    await expect.poll(() => listedNames(page)).toEqual(['Ballkort 5 kurver']);
    await page.getByRole('button', { name: /^Free \(\d+\)$/ }).click();
    await page.getByText('No vouchers found').waitFor();

    // Every listed voucher under "Personal" is a personal one.
    await page.getByRole('searchbox', { name: 'Search' }).fill('');
    await page.getByRole('button', { name: /^Personal \(\d+\)$/ }).click();
    const personal = await listedNames(page);
    const api = await vouchersOf(token, {
      active: true,
      only_unused: true,
      with_pdf: false,
      include_ecards: true,
    });
    const expected = api
      .filter((v) => v.type === 'personal' && v.category !== 'driving_range')
      .map((v) => v.voucher_name);
    expect([...personal].sort()).toEqual([...expected].sort());
  });
});

describe('using, sending and claiming vouchers in the app', () => {
  let golfer: Golfer;
  let rangeCardId: number;

  beforeAll(async () => {
    golfer = await createGolfer({ prefix: 'app-user', language: 'en', newsletterAsked: true });
    const annaToken = await logInApi(ANNA.email, ANNA.password);
    const annas = await vouchersOf(annaToken, { active: true, only_unused: true, include_ecards: true });
    const card = annas.find(
      (voucher) => voucher.voucher_name === 'Boldkort 10 kurve' && !voucher.in_transfer,
    );
    if (!card) throw new Error("Anna's Boldkort 10 kurve is gone");
    await handOver(annaToken, [card.voucher_id], golfer);
    rangeCardId = card.voucher_id;
  });

  it('self-redeem is refused 2 km from the club and accepted 50 m from it', async () => {
    const { context, page } = await phonePage({ token: golfer.token, at: north(RUNGSTED, 2_000) });
    await page.goto(`${baseUrl()}/app/vouchers/${rangeCardId}?lang=en`);
    await page.getByRole('heading', { level: 1, name: 'Boldkort 10 kurve' }).waitFor();
    await page.getByRole('img', { name: /^Barcode of voucher code / }).waitFor();
    await page.getByRole('img', { name: /^QR code of voucher code / }).waitFor();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);

    await page.getByRole('button', { name: 'Use now' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'You are too far away from the club to self-redeem' })
      .waitFor();

    await context.setGeolocation(north(RUNGSTED, 50));
    await page.getByRole('button', { name: 'Use now' }).click();
    await page.getByRole('status').filter({ hasText: 'The voucher has been used. Uses left: 8' }).waitFor();
    const [after] = (await vouchersOf(golfer.token, { include_ecards: true })).filter(
      (v) => v.voucher_id === rangeCardId,
    );
    expect(after?.uses_left).toBe(8);
  });

  it('opens the driving range from My clubs and dispenses a basket from the range card', async () => {
    const { page } = await phonePage({ token: golfer.token, at: north(RUNGSTED, 50) });
    await page.goto(`${baseUrl()}/app/clubs?lang=en`);
    await page.locator('.current-club__card').getByText('Rungsted Golf Klub').waitFor();
    await page.locator('.current-club__card').getByRole('link', { name: 'Driving range' }).click();
    await page.waitForURL(/\/app\/range\?club=\d+$/);
    await page.getByRole('dialog', { name: 'How to dispense balls' }).waitFor();
    await page.getByRole('button', { name: 'Got it' }).click();
    await page.getByRole('heading', { level: 1, name: 'Driving range' }).waitFor();
    await page
      .getByRole('combobox', { name: 'Pay with' })
      .getByRole('option', { name: /^Boldkort 10 kurve \(8 left\)$/ })
      .waitFor({ state: 'attached' });
    const left = await page.getByTestId('uses-left-today').textContent();
    const today = Number(/(\d+)$/.exec(left ?? '')?.[1]);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    // Inside the app shell: the tab bar stays.
    await page.getByRole('navigation', { name: 'App sections' }).waitFor();

    await page.getByRole('button', { name: 'Dispense now' }).click();
    await page.getByText(/^The dispenser is dropping \d+ balls\.$/).waitFor();
    await page.getByText(`Dispenses left today: ${today - 1}`).waitFor();
    await page.getByRole('button', { name: 'Change options' }).waitFor();
    const [card] = (await vouchersOf(golfer.token, { include_ecards: true })).filter(
      (v) => v.voucher_id === rangeCardId,
    );
    expect(card?.uses_left).toBe(7);
  });

  it('uploads a paper voucher by its code, then sends it to a mobile number', async () => {
    const { page } = await phonePage({ token: golfer.token, size: SMALL_PHONE });
    await page.goto(`${baseUrl()}/app/upload?lang=en`);
    await page.getByRole('heading', { level: 1, name: 'Upload voucher' }).waitFor();
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.getByText('Please enter the voucher code').waitFor();
    await page.getByRole('textbox', { name: 'Voucher code' }).fill('PAPER-2026-0001');
    await page.getByRole('button', { name: 'Upload' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Gavekort greenfee is now in your vouchers.' })
      .waitFor();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);

    // The same code again is refused with the §8 text.
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.getByRole('alert').filter({ hasText: 'Upload failed' }).waitFor();

    await page
      .getByRole('navigation', { name: 'App sections' })
      .getByRole('link', { name: 'Transfer' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Transfer' }).waitFor();
    const voucher = page.getByRole('combobox', { name: 'Voucher' });
    const option = voucher.getByRole('option', { name: /^Gavekort greenfee/ });
    await voucher.selectOption((await option.getAttribute('value')) ?? '');
    await page.getByRole('radio', { name: 'Mobile number' }).check();
    await page.getByRole('textbox', { name: 'Recipient mobile number' }).fill('20304050');
    await page.getByRole('textbox', { name: 'Cover message' }).fill('Til dig, far');
    await page.getByRole('button', { name: 'Transfer' }).last().click();
    await page.getByRole('status').filter({ hasText: 'The voucher is on its way.' }).waitFor();
    await expectNoAxeViolations(page);

    await expect
      .poll(async () => (await readMailbox('+4520304050')).filter((row) => row.channel === 'sms').length)
      .toBeGreaterThan(0);
    const mine = await vouchersOf(golfer.token, { active: true });
    expect(mine.find((v) => v.voucher_name === 'Gavekort greenfee')?.in_transfer).toBe(true);
  });

  it('More: history by tens, feedback stored, logout after confirmation', async () => {
    const { page } = await phonePage({ token: golfer.token });
    await page.goto(`${baseUrl()}/app/more?lang=en`);
    await page.getByRole('link', { name: 'History' }).click();
    await page.getByRole('heading', { level: 1, name: 'History' }).waitFor();
    await page.getByText('Used').first().waitFor();
    await page.getByRole('link', { name: 'Back to More' }).click();
    await page.getByRole('link', { name: 'Feedback' }).click();
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please choose a rating from 1 to 5' }).waitFor();
    await page.getByRole('radio', { name: '4 of 5' }).check();
    await page.getByRole('textbox', { name: 'Suggestions' }).fill('Scanning at the desk works well');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByRole('status').filter({ hasText: 'Thank you for your feedback!' }).waitFor();
    await expectNoAxeViolations(page);

    await page.getByRole('navigation', { name: 'App sections' }).getByRole('link', { name: 'More' }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign out' });
    await dialog.getByRole('button', { name: 'No' }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await page.getByRole('heading', { level: 1, name: 'All your golf vouchers in one wallet' }).waitFor();
  });
});

describe('the shop and the wallet in the app', () => {
  it('buys in the Shop tab through 3-D Secure back into the app, then sees the vouchers and the ball money', async () => {
    const buyer = await createGolfer({ prefix: 'app-shopper', language: 'en', newsletterAsked: true });
    const { page } = await phonePage({ token: buyer.token, size: SMALL_PHONE });
    await page.goto(`${baseUrl()}/app/clubs?lang=en`);
    await page.getByRole('navigation', { name: 'App sections' }).getByRole('link', { name: 'Shop' }).click();
    await page.getByRole('heading', { level: 1, name: 'Shop' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search clubs' }).fill('Rungsted');
    await page.getByRole('link', { name: 'Rungsted Golf Klub' }).click();
    await page.getByRole('heading', { level: 1, name: 'Rungsted Golf Klub' }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/app\/shop\/clubs\/\d+$/);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    for (const product of ['Greenfee 18 huller', 'Boldpenge: betal 500, få 600']) {
      await page.getByRole('button', { name: `Add to cart: ${product}` }).click();
      await page.getByText('Added to the cart.').first().waitFor();
    }

    await page.getByRole('navigation', { name: 'Shop' }).getByRole('link', { name: 'Cart' }).click();
    await page.getByRole('heading', { level: 1, name: 'Cart' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/app/shop/cart');
    await page.getByRole('link', { name: 'Pay', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Payment' }).waitFor();
    await page.getByRole('textbox', { name: 'Card number' }).fill('4000 0000 0000 3220');
    await page.getByRole('textbox', { name: 'Cardholder name' }).fill('App Shopper');
    await page.getByRole('textbox', { name: 'Expiry (MM/YY)' }).fill('12/30');
    await page.getByRole('textbox', { name: 'CVC' }).fill('123');
    await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);
    await page.getByRole('button', { name: /^Pay / }).click();

    // The provider's challenge page, then back into the app's payment page, paid.
    await page.getByRole('heading', { name: '3-D Secure' }).waitFor();
    await page.getByRole('button', { name: /^(Confirm payment|Bekræft betaling)$/ }).click();
    await page.getByText('Thank you! Your vouchers are in your wallet').waitFor();
    expect(new URL(page.url()).pathname).toBe('/app/shop/payment');
    await page.getByRole('navigation', { name: 'App sections' }).waitFor();

    await page.getByRole('link', { name: 'See my vouchers' }).click();
    await page.getByRole('heading', { level: 1, name: 'Vouchers' }).waitFor();
    await expect
      .poll(() => page.locator('.wallet__list').getByText('Greenfee 18 huller').count())
      .toBeGreaterThan(0);

    await page
      .getByRole('navigation', { name: 'App sections' })
      .getByRole('link', { name: 'Wallet' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Wallet' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'Ball money', exact: true }).waitFor();
    await expect
      .poll(() => page.getByRole('listitem').filter({ hasText: 'Rungsted Golf Klub' }).first().textContent())
      .toMatch(/600/);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page);

    // The order is in the shop's history, and More leads to the saved cards.
    await page.getByRole('navigation', { name: 'App sections' }).getByRole('link', { name: 'Shop' }).click();
    await page.getByRole('navigation', { name: 'Shop' }).getByRole('link', { name: 'History' }).click();
    await page.getByRole('heading', { name: /^Order \d+ · Rungsted Golf Klub$/ }).waitFor();
    await page.getByRole('navigation', { name: 'App sections' }).getByRole('link', { name: /^More/ }).click();
    await page.getByRole('link', { name: 'My credit cards' }).click();
    await page.waitForURL(/\/app\/shop\/cards$/);
    await page.getByRole('heading', { level: 1, name: 'My credit cards' }).waitFor();
  });
});

describe('notifications in the app', () => {
  it('a notification appears after another golfer transfers a voucher, and can be read', async () => {
    const GIFT = 'Greenfee 18 hål';
    const [sender, recipient] = await Promise.all([
      createGolfer({ prefix: 'app-sender', language: 'en', newsletterAsked: true }),
      createGolfer({ prefix: 'app-recipient', language: 'en', newsletterAsked: true }),
    ]);
    const annaToken = await logInApi(ANNA.email, ANNA.password);
    const annas = await vouchersOf(annaToken, { active: true, only_unused: true });
    // Not her 'Restaurant -15 %': transfer.e2e.ts sends that one on the same server.
    const gift = annas.find((voucher) => voucher.voucher_name === GIFT && !voucher.in_transfer);
    if (!gift) throw new Error(`Anna's ${GIFT} is gone`);
    await handOver(annaToken, [gift.voucher_id], sender);
    await handOver(sender.token, [gift.voucher_id], recipient);

    const { page } = await phonePage({ token: recipient.token });
    await page.goto(`${baseUrl()}/app/clubs?lang=en`);
    const more = page.getByRole('navigation', { name: 'App sections' }).getByRole('link', { name: /^More/ });
    await expect.poll(() => more.textContent(), { timeout: 15_000 }).toContain('1 unread');
    await more.click();
    await page.getByRole('link', { name: 'Notifications' }).click();
    await page.getByText(`You received ${GIFT}`).waitFor();
    await page.getByRole('status').filter({ hasText: '1 unread' }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await page.getByRole('status').filter({ hasText: '0 unread' }).waitFor();
  });
});

describe('the wallet offline', () => {
  it('shows a voucher and its code after the network is cut, and refuses writes with the §8 text', async () => {
    const token = await logInApi(DEMO.email, DEMO.password);
    const { context, page } = await phonePage({ token, at: RUNGSTED, serviceWorker: true });
    await openWallet(page);
    // The service worker has cached the app shell and controls the page.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 })
      .toBe(true);
    await openWallet(page);
    expect((await listedNames(page)).length).toBeGreaterThan(0);

    await context.setOffline(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Vouchers' }).waitFor();
    await page.getByText('You are offline. These are the vouchers saved on this phone.').waitFor();
    await page.getByText(/^Last updated /).waitFor();
    await page
      .locator('.wallet__list')
      .getByRole('link', { name: /Boldkort 10 kurve/ })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Boldkort 10 kurve' }).waitFor();
    await page.getByRole('img', { name: /^Barcode of voucher code / }).waitFor();
    await expectNoAxeViolations(page);

    // A write while offline is refused at once, not queued.
    await page.getByRole('button', { name: 'Use now' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Problem with internet connection, try again later' })
      .waitFor();
    await context.setOffline(false);
  });
});
