import { listClubProducts, listShopClubs } from '@golfwallet/core/contracts/shop/catalogue';
import { listProducts } from '@golfwallet/core/contracts/partner/list-products';
import { staffLogin } from '@golfwallet/core/contracts/partner/staff-login';
import { LOCALES } from '@golfwallet/core/i18n/locales';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, DEMO, logInApi, vouchersOf } from './support/api';
import { baseUrl, useBrowser } from './support/browser';
import { openPage, useTrackedPages } from './support/contexts';
import { APP_SIGNED_OUT, appScreens, smallTargetsOf } from './support/screens';

/**
 * The walk of issue 34's done clause: every app screen (390×844) and every club portal screen
 * (768×1024) in all seven languages shows no translation key or unfilled placeholder as text,
 * scrolls nowhere sideways, has `<html lang>` of its language, and no target under 44×44 px.
 * About 300 page loads: not in CI (`npm test`), in `npm run test:soak` (E2E_WALK=1), or alone with
 * `E2E_WALK=1 npx vitest run -c e2e/vitest.config.ts e2e/walk.e2e.ts`.
 */
useBrowser();
useTrackedPages();

const PHONE = { width: 390, height: 844 } as const;
const TABLET = { width: 768, height: 1024 } as const;
const OWNER = { email: 'owner@rungsted.golfwallet.dk', password: 'golfwallet' };

const PORTAL_SIGNED_OUT = ['/partner/login', '/partner/forgot-password'];
const portalScreens = (productId: number) => [
  '/partner',
  '/partner/products',
  '/partner/products/new',
  `/partner/products/${productId}`,
  '/partner/desk',
  '/partner/issue',
  '/partner/redemptions',
  '/partner/audit',
  '/partner/staff',
  '/partner/range',
  '/partner/shop-settings',
];

/**
 * What the screen shows that a golfer should not see: a text that is a translation key
 * (`shop.wallet.reasons.range_dispense`), a placeholder left unfilled (`{{count}}`), a page wider
 * than the screen, or an `<html lang>` that is not the language asked for.
 */
function textDefects(page: Page, locale: string): Promise<string[]> {
  return page.evaluate((lang) => {
    const found: string[] = [];
    const key = /^[a-z][a-zA-Z0-9]*(\.[a-zA-Z][a-zA-Z0-9_]*)+$/;
    const domain = /\.(dk|com|se|no|de|fi|is|test|org|net|eu)$/;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, [hidden], [aria-hidden="true"]')) continue;
      const text = (node.textContent ?? '').trim();
      if (key.test(text) && !domain.test(text)) found.push(`key shown: "${text}"`);
      if (/\{\{\s*\w+\s*\}\}/.test(text)) found.push(`placeholder shown: "${text.slice(0, 60)}"`);
    }
    for (const element of Array.from(document.querySelectorAll('[aria-label], [placeholder], [title]'))) {
      for (const attribute of ['aria-label', 'placeholder', 'title']) {
        const value = element.getAttribute(attribute)?.trim() ?? '';
        if (key.test(value) && !domain.test(value)) found.push(`key in ${attribute}: "${value}"`);
      }
    }
    const overflow = document.documentElement.scrollWidth - window.innerWidth;
    if (overflow > 0) found.push(`scrolls sideways by ${overflow} px`);
    if (document.documentElement.lang !== lang) found.push(`<html lang="${document.documentElement.lang}">`);
    return found;
  }, locale);
}

/** Every defect of each path in each language, named with its language and path. */
async function walk(page: Page, paths: string[]): Promise<string[]> {
  const defects: string[] = [];
  for (const locale of LOCALES) {
    for (const path of paths) {
      await page.goto(`${baseUrl()}${path}?lang=${locale}`);
      const targets = await smallTargetsOf(page); // once the screen has settled
      const texts = await textDefects(page, locale);
      defects.push(...[...texts, ...targets].map((defect) => `${locale} ${path}: ${defect}`));
    }
  }
  return defects;
}

describe.skipIf(!process.env.E2E_WALK)('every screen in seven languages (issue 34)', () => {
  it('the app, signed out and signed in, at 390×844', async () => {
    const token = await logInApi(DEMO.email, DEMO.password);
    const voucher = (await vouchersOf(token, { active: true, only_unused: true }))[0]!;
    const shop = apiAs(token);
    const club = (await shop(listShopClubs, { query: { search: 'Rungsted' } })).clubs[0]!;
    const product = (await shop(listClubProducts, { params: { id: String(club.club_id) } })).products[0]!;
    const signedOut = await openPage(PHONE);
    const signedIn = await openPage({ token, ...PHONE });
    const defects = [
      ...(await walk(signedOut.page, APP_SIGNED_OUT)),
      ...(await walk(
        signedIn.page,
        appScreens({ voucherId: voucher.voucher_id, clubId: club.club_id, productId: product.product_id }),
      )),
    ];
    expect(defects).toEqual([]);
  }, 1_200_000);

  it('the club portal, signed out and as the owner, at 768×1024', async () => {
    const owner = (await apiAs()(staffLogin, { body: OWNER })).session_id;
    const product = (await apiAs(owner)(listProducts, {})).items[0]!;
    const signedOut = await openPage(TABLET);
    const defects = await walk(signedOut.page, PORTAL_SIGNED_OUT);
    const { page } = await openPage(TABLET);
    await page.goto(`${baseUrl()}/partner/login`);
    await page.getByLabel('E-mail').fill(OWNER.email);
    await page.getByLabel('Adgangskode').fill(OWNER.password);
    await page.getByRole('button', { name: 'Log ind' }).click();
    await page.getByRole('navigation').first().waitFor();
    defects.push(...(await walk(page, portalScreens(product.product_id))));
    expect(defects).toEqual([]);
  }, 1_200_000);
});
