import { createProduct } from '@golfwallet/core/contracts/partner/create-product';
import { deskRedeem } from '@golfwallet/core/contracts/partner/desk-redeem';
import { issueVoucher } from '@golfwallet/core/contracts/partner/issue-voucher';
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
