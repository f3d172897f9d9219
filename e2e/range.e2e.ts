import { listDispensers } from '@golfwallet/core/contracts/range/list-dispensers';
import { getUser } from '@golfwallet/core/contracts/user/get-user';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs, DEMO, logInApi } from './support/api';
import { baseUrl, expectNoAxeViolations, useBrowser } from './support/browser';
import { openPage, useTrackedPages } from './support/contexts';

/**
 * The driving-range screen (spec §2) at a phone viewport: the demo golfer stands at Rungsted,
 * dispenses one basket from the seeded basket card through the embedded dispenser simulator and
 * sees the dispenses left today and the card's uses go down.
 */
useBrowser();
useTrackedPages();

let demoToken: string;

beforeAll(async () => {
  demoToken = await logInApi(DEMO.email, DEMO.password);
});

describe('driving range', () => {
  it('dispenses a basket at a phone viewport and the uses left go down', async () => {
    const demo = apiAs(demoToken);
    const clubId = (await demo(getUser, {})).club_id;
    if (clubId === null) throw new Error('the demo golfer has no home club');
    const before = await demo(listDispensers, { params: { club_id: String(clubId) } });
    const basket = before.dispensers[0]!.baskets[0]!;
    const card = before.cards[0]!;

    const { page } = await openPage({ token: demoToken, width: 390, height: 844 });
    await page.context().grantPermissions(['geolocation']);
    await page.context().setGeolocation({ latitude: 55.886, longitude: 12.53 });
    await page.goto(`${baseUrl()}/range`);

    // The guide comes first; closing it shows the choice.
    await page.getByRole('dialog', { name: 'Sådan henter du bolde' }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Forstået' }).click();
    await page.getByText(`Udleveringer tilbage i dag: ${basket.uses_left_today}`).waitFor();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Udlever nu' }).click();
    await page.getByText(`Automaten udleverer ${basket.balls} bolde.`).waitFor();
    await page.getByText(`Udleveringer tilbage i dag: ${basket.uses_left_today - 1}`).waitFor();
    await page.getByRole('button', { name: 'Skift valg' }).waitFor();

    const after = await demo(listDispensers, { params: { club_id: String(clubId) } });
    expect(after.cards.find((c) => c.voucher_id === card.voucher_id)?.uses_left).toBe(
      (card.uses_left ?? 0) - 1,
    );
  });
});
