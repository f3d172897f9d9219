import { randomUUID } from 'node:crypto';
import { setCartItem } from '@golfwallet/core/contracts/shop/cart';
import { listClubProducts, listShopClubs } from '@golfwallet/core/contracts/shop/catalogue';
import { LOCALES } from '@golfwallet/core/i18n/locales';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs, createGolfer, DEMO, handOver, logInApi, vouchersOf } from './support/api';
import { baseUrl, useBrowser } from './support/browser';
import { openPage, useTrackedPages } from './support/contexts';
import { APP_SIGNED_OUT, appScreens, settled, smallTargetsOf } from './support/screens';

/**
 * What a golfer ran into on a 390×844 phone (issue 34, "App"): touch targets and tab labels on
 * every app screen (item 1), and the notifications screen's spacing (item 7).
 */
useBrowser();
useTrackedPages();

const PHONE = { width: 390, height: 844 } as const;

let demoToken: string;
beforeAll(async () => {
  demoToken = await logInApi(DEMO.email, DEMO.password);
});

describe('touch targets at 390×844 (issue 34, item 1)', () => {
  it('every interactive element of the signed-out screens is at least 44×44 px', async () => {
    const { page } = await openPage(PHONE);
    const small: string[] = [];
    for (const path of APP_SIGNED_OUT) {
      await page.goto(`${baseUrl()}${path}?lang=da`);
      small.push(...(await smallTargetsOf(page)));
    }
    expect(small).toEqual([]);
  });

  it('every interactive element of the signed-in screens is at least 44×44 px', async () => {
    const voucher = (await vouchersOf(demoToken, { active: true, only_unused: true }))[0]!;
    const shop = apiAs(demoToken);
    const club = (await shop(listShopClubs, { query: { search: 'Rungsted' } })).clubs[0]!;
    const product = (await shop(listClubProducts, { params: { id: String(club.club_id) } })).products[0]!;
    const screens = appScreens({
      voucherId: voucher.voucher_id,
      clubId: club.club_id,
      productId: product.product_id,
    });
    const { page } = await openPage({ token: demoToken, ...PHONE });
    const small: string[] = [];
    for (const path of screens) {
      await page.goto(`${baseUrl()}${path}?lang=da`);
      small.push(...(await smallTargetsOf(page)));
    }

    // The range screen opens with its guide dialog (the × of which was 40 px), then the choice.
    await page.context().grantPermissions(['geolocation']);
    await page.context().setGeolocation({ latitude: 55.886, longitude: 12.53 });
    await page.goto(`${baseUrl()}/app/range?lang=da`);
    await page.getByRole('dialog').waitFor();
    small.push(...(await smallTargetsOf(page)));
    await page.getByRole('dialog').getByRole('button').last().click();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    small.push(...(await smallTargetsOf(page)));
    expect(small).toEqual([]);
  }, 240_000);
});

/** The words of each tab label that the browser drew on more than one line. */
function brokenTabWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    for (const label of Array.from(document.querySelectorAll('.tab-bar__label'))) {
      const text = label.firstChild;
      if (!text || text.nodeType !== Node.TEXT_NODE) continue;
      const value = text.textContent ?? '';
      let start = 0;
      for (const word of value.split(' ')) {
        const range = document.createRange();
        range.setStart(text, start);
        range.setEnd(text, start + word.length);
        const lines = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)));
        if (lines.size > 1) broken.push(word);
        start += word.length + 1;
      }
      const tab = label.closest('a')!.getBoundingClientRect();
      const box = label.getBoundingClientRect();
      if (box.left < tab.left - 0.5 || box.right > tab.right + 0.5)
        broken.push(`${value} (wider than its tab)`);
    }
    return broken;
  });
}

describe('tab labels at 390 px (issue 34, item 1)', () => {
  it('never break inside a word, in any of the seven languages', async () => {
    const { page } = await openPage({ token: demoToken, ...PHONE });
    for (const locale of LOCALES) {
      await page.goto(`${baseUrl()}/app/more?lang=${locale}`);
      await settled(page);
      await page.locator('.tab-bar').waitFor();
      expect(await brokenTabWords(page), `tab labels in ${locale}`).toEqual([]);
      // The seven tabs fit the phone's width: no tab pushed off the screen.
      expect(
        await page.evaluate(() => document.querySelector('.tab-bar__list')!.scrollWidth <= window.innerWidth),
        `tab bar width in ${locale}`,
      ).toBe(true);
      const tabs = page.getByRole('navigation').last().getByRole('link');
      expect(await tabs.count()).toBe(7);
    }
  }, 120_000);
});

/** A fresh golfer who has bought one Greenfee at Rungsted with the test acquirer's Visa (as app-push does). */
async function golferWithVoucher(): Promise<{ token: string; voucherId: number }> {
  const golfer = await createGolfer({ prefix: 'app-finish-sender', language: 'en', newsletterAsked: true });
  const api = apiAs(golfer.token);
  const club = (await api(listShopClubs, { query: { search: 'Rungsted' } })).clubs[0]!;
  const shop = await api(listClubProducts, { params: { id: String(club.club_id) } });
  const greenfee = shop.products.find((product) => product.name === 'Greenfee 18 huller')!;
  await api(setCartItem, { params: { product_id: String(greenfee.product_id) }, body: { quantity: 1 } });
  const card = await fetch(`${baseUrl()}/test-acquirer/v1/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      number: '4242424242424242',
      name: 'Ida Testesen',
      exp_month: 12,
      exp_year: 30,
      cvc: '123',
    }),
  }).then((res) => res.json() as Promise<{ token: string }>);
  const paid = await fetch(`${baseUrl()}/api/v1/shop/checkout`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Basic ${Buffer.from(`${golfer.token}:`).toString('base64')}`,
      'idempotency-key': randomUUID(),
    },
    body: JSON.stringify({ card_token: card.token, accept_terms: true }),
  });
  expect(paid.status, await paid.clone().text()).toBe(200);
  const voucher = (await vouchersOf(golfer.token, { active: true })).find(
    (item) => item.voucher_name === 'Greenfee 18 huller',
  );
  return { token: golfer.token, voucherId: voucher!.voucher_id };
}

describe('notifications at 390×844 (issue 34, item 7)', () => {
  it('keeps “Markér alle som læst” apart from every card, and says when a sent voucher arrives', async () => {
    const sender = await golferWithVoucher();
    const recipient = await createGolfer({
      prefix: 'app-finish-inbox',
      language: 'da',
      newsletterAsked: true,
    });
    await handOver(sender.token, [sender.voucherId], recipient);

    const { page } = await openPage({ token: recipient.token, ...PHONE });
    await page.goto(`${baseUrl()}/app/more/notifications?lang=da`);
    const markAll = page.getByRole('button', { name: 'Markér alle som læst' });
    await markAll.waitFor();
    await page
      .getByText('Værdibeviser, som nogen sender dig, vises her, når du har taget imod overførslen', {
        exact: false,
      })
      .waitFor();
    const button = (await markAll.boundingBox())!;
    const cards = await page.locator('.history__item').evaluateAll((items) =>
      items.map((item) => {
        const box = item.getBoundingClientRect();
        return { top: box.top, bottom: box.bottom };
      }),
    );
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      const gap = Math.max(button.y - card.bottom, card.top - (button.y + button.height));
      expect(gap, 'space between the button and a card').toBeGreaterThanOrEqual(8);
    }
  });
});
