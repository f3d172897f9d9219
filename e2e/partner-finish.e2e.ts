import { createProduct } from '@golfwallet/core/contracts/partner/create-product';
import { issueVoucher } from '@golfwallet/core/contracts/partner/issue-voucher';
import { staffLogin } from '@golfwallet/core/contracts/partner/staff-login';
import { describe, expect, it } from 'vitest';
import { apiAs, createGolfer, vouchersOf } from './support/api';
import { baseUrl, expectNoAxeViolations, useBrowser } from './support/browser';
import { openPage, useTrackedPages } from './support/contexts';

/**
 * The club portal items of issue #34 on a tablet (768×1024), in Danish. Item 16: the desk finds a
 * voucher by its digits without GW-, finds a golfer's vouchers by name and by member number, sees
 * the value and the restrictions, and nothing is redeemed until it confirms.
 */

useBrowser();
useTrackedPages();

const OWNER = { email: 'owner@rungsted.golfwallet.dk', password: 'golfwallet' };
const DESK = { email: 'desk@rungsted.golfwallet.dk', password: 'golfwallet' };

describe('club portal, finishing (issue #34)', () => {
  it('item 16: the desk finds by digits and by name, shows value and restrictions, and confirms', async () => {
    const lastName = `Finish${Date.now()}`;
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
    await hits.getByText(productName, { exact: false }).waitFor();
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
