import { createProduct } from '@golfwallet/core/contracts/partner/create-product';
import { deskRedeem } from '@golfwallet/core/contracts/partner/desk-redeem';
import { countOfferRecipients } from '@golfwallet/core/contracts/partner/count-offer-recipients';
import { issueVoucher } from '@golfwallet/core/contracts/partner/issue-voucher';
import { sendOffer } from '@golfwallet/core/contracts/partner/send-offer';
import { staffLogin } from '@golfwallet/core/contracts/partner/staff-login';
import { describe, expect, it } from 'vitest';
import { apiAs, createGolfer, vouchersOf } from './support/api';
import { baseUrl, expectNoAxeViolations, useBrowser } from './support/browser';
import { openPage, useTrackedPages } from './support/contexts';

/**
 * The club portal items of issue #34 on a tablet (768×1024), in Danish. Item 16: the desk finds a
 * voucher by its digits without GW-, finds a golfer's vouchers by name and by member number, sees
 * the value and the restrictions, and nothing is redeemed until it confirms. Item 14: the redemptions
 * fit the tablet with Undo in reach. Item 15: the product preview is the golfer's styled card.
 * Item 17: an offer says how many golfers it reaches and a repeat needs a confirmation. Items 19a
 * and 19d: a window past midnight is saved only when confirmed, and the log shows what changed.
 */

useBrowser();
useTrackedPages();

const OWNER = { email: 'owner@rungsted.golfwallet.dk', password: 'golfwallet' };
const DESK = { email: 'desk@rungsted.golfwallet.dk', password: 'golfwallet' };

/** A name part unique to this run in letters only (names refuse digits): Date.now() as a–j. */
function uniqueLetters(): string {
  return String(Date.now()).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)]!);
}

/** A product of the owner's club with the given restrictions, on sale now. */
function productBody(name: string, restrictions: Record<string, unknown> = {}) {
  return {
    name,
    type: 'personal' as const,
    category: 'voucher' as const,
    reduction_type: 'setprice' as const,
    value: '300',
    price: 450,
    description: 'Til skranken',
    currency: 'DKK' as const,
    uses: 2,
    max_per_day: null,
    validity_days: 365,
    limited_until: null,
    stock_left: null,
    paid_after_redemption: false,
    baskets: [],
    department_ids: [],
    can_be_self_redeemed: false,
    restrictions,
  };
}

/** Signs the owner in on a tablet-sized page (768×1024). */
async function ownerOnTablet() {
  const { page } = await openPage({ width: 768, height: 1024 });
  await page.goto(`${baseUrl()}/partner/login`);
  await page.getByLabel('E-mail').fill(OWNER.email);
  await page.getByLabel('Adgangskode').fill(OWNER.password);
  await page.getByRole('button', { name: 'Log ind' }).click();
  await page.getByRole('navigation').first().waitFor();
  return page;
}

describe('club portal, finishing (issue #34)', () => {
  it('item 14: the redemptions fit 768 px without sideways scrolling, Undo on screen', async () => {
    const golfer = await createGolfer({
      prefix: 'finish14',
      lastName: `Bredde${uniqueLetters()}`,
      newsletterAsked: true,
    });
    const owner = (await apiAs()(staffLogin, { body: OWNER })).session_id;
    const name = `Indløsningskort med et ret langt navn ${Date.now()}`;
    const product = await apiAs(owner)(createProduct, { body: productBody(name) });
    const issued = await apiAs(owner)(issueVoucher, {
      body: { product_id: product.product_id, email: golfer.email },
    });
    await apiAs(owner)(deskRedeem, { body: { voucher_id: issued.voucher_ids[0]! } });

    const page = await ownerOnTablet();
    await page.goto(`${baseUrl()}/partner/redemptions`);
    const undo = page.getByRole('button', { name: new RegExp(`^Fortryd ${name}`) });
    await undo.waitFor();
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    const box = await undo.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(768);
    expect(box!.height).toBeGreaterThanOrEqual(44);
    await expectNoAxeViolations(page);
  });

  it('item 15: the product preview is the golfer’s styled card with name, club, price and restrictions', async () => {
    const owner = (await apiAs()(staffLogin, { body: OWNER })).session_id;
    const name = `Forhåndskort ${Date.now()}`;
    const product = await apiAs(owner)(createProduct, {
      body: productBody(name, { valid_times_per_day: 1 }),
    });
    const page = await ownerOnTablet();
    await page.goto(`${baseUrl()}/partner/products/${product.product_id}`);
    const preview = page.getByRole('region', { name: 'Forhåndsvisning' });
    const card = preview.locator('.voucher-card');
    await card.getByRole('button', { name }).waitFor();
    await card.getByText('Rungsted Golf Klub', { exact: true }).waitFor();
    await expect.poll(() => card.locator('.price-badge').textContent()).toMatch(/300/);
    // Styled as in the wallet: the card's grid, border and the badge's colour, not plain text.
    const style = await card.evaluate((element) => {
      const card = getComputedStyle(element);
      const badge = getComputedStyle(element.querySelector('.price-badge')!);
      return { display: card.display, border: card.borderTopStyle, badge: badge.backgroundColor };
    });
    expect(style).toMatchObject({ display: 'grid', border: 'solid' });
    expect(style.badge).not.toBe('rgba(0, 0, 0, 0)');
    const restrictions = preview.getByRole('region', { name: 'Begrænsninger' });
    await restrictions.getByText('Brug pr. dag: højst 1').waitFor();
    await expectNoAxeViolations(page);
  });

  it('item 17: the offer form counts the recipients, warns of a repeat and sends it only when confirmed', async () => {
    const owner = (await apiAs()(staffLogin, { body: OWNER })).session_id;
    const name = `Tilbudskort ${Date.now()}`;
    const product = await apiAs(owner)(createProduct, { body: productBody(name) });
    const target = { product_id: product.product_id, audience: 'home_club' as const };
    await apiAs(owner)(sendOffer, { body: target });
    const { recipients } = await apiAs(owner)(countOfferRecipients, { query: target });

    const page = await ownerOnTablet();
    await page.goto(`${baseUrl()}/partner/issue`);
    const form = page.getByRole('form', { name: 'Send et tilbud' });
    await form.getByLabel('Produkt').selectOption({ label: name });
    await form.getByText(new RegExp(`^Det går til ${recipients} golfere?\\.$`)).waitFor();
    await form.getByText(/^Produktet blev allerede sendt til de samme golfere den /).waitFor();
    await expectNoAxeViolations(page);
    await form.getByRole('button', { name: 'Send tilbud' }).click();
    await form
      .getByText('Produktet er allerede sendt til de samme golfere. Bekræft for at sende det igen.')
      .waitFor();
    await form.getByLabel('Ja, send det igen').check();
    await form.getByRole('button', { name: 'Send tilbud' }).click();
    await form.getByText(new RegExp(`^Tilbuddet er sendt til ${recipients} golfere?\\.$`)).waitFor();
  });

  it('items 19d and 19a: a window past midnight is saved only when confirmed; the log shows the change', async () => {
    const owner = (await apiAs()(staffLogin, { body: OWNER })).session_id;
    const name = `Aftenkort ${Date.now()}`;
    const product = await apiAs(owner)(createProduct, { body: productBody(name) });
    const page = await ownerOnTablet();
    await page.goto(`${baseUrl()}/partner/products/${product.product_id}`);
    await page.getByLabel('Gyldig fra (klokken)').fill('17:00');
    await page.getByLabel('Gyldig til (klokken)').fill('09:00');
    await page.getByText('17:00–09:00 går over midnat: gyldigt fra 17:00 til 09:00 dagen efter.').waitFor();
    await page.getByRole('button', { name: 'Gem produkt' }).click();
    await page.getByText('Bekræft at tidsrummet går over midnat, eller ret tiderne.').waitFor();
    expect(page.url()).toContain(`/partner/products/${product.product_id}`);
    await expectNoAxeViolations(page);
    await page.getByLabel('Ja, tidsrummet går over midnat').check();
    await page.getByRole('button', { name: 'Gem produkt' }).click();
    await page.waitForURL(/\/partner\/products$/);

    await page.goto(`${baseUrl()}/partner/audit`);
    const row = page.getByRole('row').filter({ hasText: name }).first();
    await row.getByText('Begrænsninger: Ingen begrænsninger → Gælder fra kl. 17:00 til 09:00').waitFor();
    const widths = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(widths).toBeLessThanOrEqual(768);
  });

  it('item 16: the desk finds by digits and by name, shows value and restrictions, and confirms', async () => {
    const lastName = `Finish${uniqueLetters()}`;
    const golfer = await createGolfer({ prefix: 'finish', lastName, newsletterAsked: true });
    const owner = (await apiAs()(staffLogin, { body: OWNER })).session_id;
    const productName = `Skrankekort ${Date.now()}`;
    const product = await apiAs(owner)(createProduct, {
      body: {
        name: productName,
        type: 'personal',
        category: 'voucher',
        reduction_type: 'setprice',
        value: '300',
        price: 450,
        description: 'Til skranken',
        currency: 'DKK',
        uses: 2,
        max_per_day: null,
        validity_days: 365,
        limited_until: null,
        stock_left: null,
        paid_after_redemption: false,
        baskets: [],
        department_ids: [],
        can_be_self_redeemed: false,
        restrictions: {},
      },
    });
    await apiAs(owner)(issueVoucher, { body: { product_id: product.product_id, email: golfer.email } });
    const [voucher] = (await vouchersOf(golfer.token)).filter((v) => v.voucher_name === productName);
    expect(voucher!.voucher_number).toMatch(/^GW-\d+$/);

    const { page } = await openPage({ width: 768, height: 1024 });
    await page.goto(`${baseUrl()}/partner/login`);
    await page.getByLabel('E-mail').fill(DESK.email);
    await page.getByLabel('Adgangskode').fill(DESK.password);
    await page.getByRole('button', { name: 'Log ind' }).click();
    await page.getByRole('heading', { level: 1, name: 'Skranke' }).waitFor();

    // By name: the club's own vouchers of the golfer, then Choose looks it up.
    await page.getByLabel('Golferens navn eller medlemsnummer').fill(lastName);
    await page.getByRole('button', { name: 'Søg', exact: true }).click();
    const hits = page.getByRole('list', { name: 'Fundne værdibeviser' });
    await hits.getByText(productName, { exact: false }).first().waitFor();
    await expectNoAxeViolations(page);
    await hits.getByRole('button', { name: /^Vælg/ }).first().click();
    const card = page.getByRole('region', { name: new RegExp(`^${productName}`) });
    await card.waitFor();

    // By the digits alone.
    await page.getByLabel('Værdibevisnummer').fill(voucher!.voucher_number.slice(3));
    await page.getByRole('button', { name: 'Slå op' }).click();
    await card.getByText(voucher!.voucher_number, { exact: false }).waitFor();
    // Value and restrictions.
    await card.getByText('Værdi', { exact: true }).waitFor();
    await card.getByRole('heading', { name: 'Begrænsninger' }).waitFor();
    await card.getByText('Ingen begrænsninger').waitFor();
    await expectNoAxeViolations(page);

    // Cancel redeems nothing; confirm redeems once.
    await card.getByRole('button', { name: 'Indløs én gang' }).click();
    const dialog = page.getByRole('dialog', { name: /^Indløs / });
    await dialog.waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Annullér' }).click();
    expect(await page.getByText(/^Indløst\. Brug tilbage/).count()).toBe(0);
    await card.getByRole('button', { name: 'Indløs én gang' }).click();
    await dialog.getByRole('button', { name: 'Ja, indløs' }).click();
    await page.getByText('Indløst. Brug tilbage: 1.').waitFor();
  });
});
