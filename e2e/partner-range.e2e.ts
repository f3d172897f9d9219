import { updateDispenser } from '@golfwallet/core/contracts/partner/update-dispenser';
import { getRange } from '@golfwallet/core/contracts/partner/get-range';
import { staffLogin } from '@golfwallet/core/contracts/partner/staff-login';
import { listDispensers } from '@golfwallet/core/contracts/range/list-dispensers';
import { getUser } from '@golfwallet/core/contracts/user/get-user';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiAs, DEMO, logInApi } from './support/api';
import { baseUrl, expectNoAxeViolations, useBrowser } from './support/browser';
import { openPage, useTrackedPages } from './support/contexts';

/**
 * The portal's driving-range page (issue 15) in Chromium, in Danish, at a tablet viewport: the
 * owner of Rungsted adds a ball dispenser with two basket sizes (the same size twice is a field
 * error), renames it, changes the golfer limits, sees it in the list and switches it off; golfers
 * see it while it is on and not after; the desk sees the page without changing anything; the owner
 * of another club neither sees nor changes it. Rungsted's seeded dispensers and limits are left as
 * they were (range.e2e.ts dispenses there on the same server).
 */
useBrowser();
useTrackedPages();

const OWNER = { email: 'owner@rungsted.golfwallet.dk', password: 'golfwallet' };
const DESK = { email: 'desk@rungsted.golfwallet.dk', password: 'golfwallet' };
const OTHER_OWNER = { email: 'owner@kgk.golfwallet.dk', password: 'golfwallet' };
const TABLET = { width: 768, height: 1024 };

const name = `Automat e2e ${Date.now()}`;
const renamed = `${name} (tee 2)`;
let demoToken: string;
let rungsted: number;

async function logInAt(page: Page, credentials: { email: string; password: string }) {
  await page.goto(`${baseUrl()}/partner/login`);
  await page.getByRole('heading', { level: 1, name: 'Log ind i klubportalen' }).waitFor();
  await page.getByLabel('E-mail').fill(credentials.email);
  await page.getByLabel('Adgangskode').fill(credentials.password);
  await page.getByRole('button', { name: 'Log ind' }).click();
  await page.getByRole('navigation', { name: 'Klubportal' }).waitFor();
}

async function golferSees(dispenserName: string) {
  const list = await apiAs(demoToken)(listDispensers, { params: { club_id: String(rungsted) } });
  return list.dispensers.some((d) => d.name === dispenserName);
}

beforeAll(async () => {
  demoToken = await logInApi(DEMO.email, DEMO.password);
  const clubId = (await apiAs(demoToken)(getUser, {})).club_id;
  if (clubId === null) throw new Error('the demo golfer has no home club');
  rungsted = clubId;
});

describe('driving range in the club portal', () => {
  it('the owner adds, renames and switches off a dispenser and sets the limits', async () => {
    const { page } = await openPage(TABLET);
    await logInAt(page, OWNER);
    await page.getByRole('link', { name: 'Driving range' }).click();
    await page.getByRole('heading', { level: 1, name: 'Driving range' }).waitFor();
    await page.getByRole('rowheader', { name: 'Automat 1', exact: true }).waitFor();
    await expectNoAxeViolations(page);

    // Limits: changed and saved, then put back for the other journeys on this server.
    const perDay = page.getByLabel('Udleveringer pr. golfspiller pr. dag');
    const original = await perDay.inputValue();
    await perDay.fill('6');
    await page.getByRole('button', { name: 'Gem grænser' }).click();
    await page.getByText('Grænserne er gemt.').waitFor();
    expect(
      (await apiAs(demoToken)(listDispensers, { params: { club_id: String(rungsted) } })).max_per_day,
    ).toBe(6);
    await perDay.fill(original);
    await page.getByRole('button', { name: 'Gem grænser' }).click();
    await page.getByText('Grænserne er gemt.').waitFor();

    // A new dispenser with two basket sizes; the same size twice is refused at the field.
    await page.getByRole('button', { name: 'Tilføj en boldautomat' }).click();
    const form = page.getByRole('form', { name: 'Tilføj en boldautomat' });
    await form.getByLabel('Navn', { exact: true }).fill(name);
    const first = form.getByRole('group', { name: 'Kurv 1' });
    await first.getByLabel('Bolde').fill('35');
    await first.getByLabel('Pris i boldpenge (DKK)').fill('30');
    await form.getByRole('button', { name: 'Tilføj en kurvestørrelse' }).click();
    const second = form.getByRole('group', { name: 'Kurv 2' });
    await second.getByLabel('Bolde').fill('35');
    await form.getByRole('button', { name: 'Gem boldautomat' }).click();
    await second.getByText('Samme kurvestørrelse to gange').waitFor();
    await expectNoAxeViolations(page);
    await second.getByLabel('Bolde').fill('70');
    await second.getByLabel('Pris i boldpenge (DKK)').fill('52,50');
    await form.getByRole('button', { name: 'Gem boldautomat' }).click();
    await page.getByText('Boldautomaten er gemt.').waitFor();
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
    await row.getByRole('cell', { name: 'Klar', exact: true }).waitFor();
    await row.getByText(/^35 bolde, /).waitFor();
    await row.getByText(/^70 bolde, /).waitFor();
    await expectNoAxeViolations(page);
    expect(await golferSees(name)).toBe(true);

    // Renamed; one basket size removed.
    await row.getByRole('button', { name: `Ret ${name}` }).click();
    const edit = page.getByRole('form', { name: `Ret ${name}` });
    await edit.getByLabel('Navn', { exact: true }).fill(renamed);
    await edit.getByRole('button', { name: 'Fjern kurv 2' }).click();
    await edit.getByRole('button', { name: 'Gem boldautomat' }).click();
    await page.getByText('Boldautomaten er gemt.').waitFor();
    const renamedRow = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: renamed, exact: true }) });
    await renamedRow.getByText(/^35 bolde, /).waitFor();
    expect(await renamedRow.getByText(/^70 bolde, /).count()).toBe(0);

    // Switched off: golfers no longer see it.
    await renamedRow.getByRole('button', { name: `Slå fra ${renamed}` }).click();
    await renamedRow.getByRole('cell', { name: 'Slået fra', exact: true }).waitFor();
    await renamedRow.getByRole('button', { name: `Slå til ${renamed}` }).waitFor();
    await expectNoAxeViolations(page);
    expect(await golferSees(renamed)).toBe(false);
    // The page fits the tablet's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(TABLET.width);
    // Every touch target on the page is at least 44 px tall.
    const heights = await page
      .locator('.portal button, .portal input, .portal__nav a')
      .evaluateAll((elements) => elements.map((e) => (e as HTMLElement).getBoundingClientRect().height));
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(44);
  });

  it('the desk sees the dispensers but no way to change them', async () => {
    const { page } = await openPage(TABLET);
    await logInAt(page, DESK);
    await page.getByRole('link', { name: 'Driving range' }).click();
    await page.getByRole('heading', { level: 1, name: 'Driving range' }).waitFor();
    await page.getByRole('rowheader', { name: renamed, exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Tilføj en boldautomat' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Gem grænser' }).count()).toBe(0);
    await expectNoAxeViolations(page);
  });

  it('the owner of another club neither sees nor changes Rungsted’s dispenser', async () => {
    const { session_id } = await apiAs()(staffLogin, { body: OTHER_OWNER });
    const other = apiAs(session_id);
    const own = await other(getRange, {});
    expect(own.dispensers.map((d) => d.name)).not.toContain(renamed);
    const { session_id: ownerSession } = await apiAs()(staffLogin, { body: OWNER });
    const mine = (await apiAs(ownerSession)(getRange, {})).dispensers.find((d) => d.name === renamed)!;
    const attempt = other(updateDispenser, {
      params: { id: mine.dispenser_id },
      body: { name: 'Taken', baskets: [{ balls: 10, price_minor: 0, max_per_day: 1 }] },
    });
    await expect(attempt).rejects.toMatchObject({ status: 404, code: 'DISPENSER_NOT_FOUND' });
    const after = (await apiAs(ownerSession)(getRange, {})).dispensers.find(
      (d) => d.dispenser_id === mine.dispenser_id,
    );
    expect(after?.name).toBe(renamed);

    const { page } = await openPage(TABLET);
    await logInAt(page, OTHER_OWNER);
    await page.getByRole('link', { name: 'Driving range' }).click();
    await page.getByRole('heading', { level: 1, name: 'Driving range' }).waitFor();
    expect(await page.getByRole('rowheader', { name: renamed, exact: true }).count()).toBe(0);
  });
});
