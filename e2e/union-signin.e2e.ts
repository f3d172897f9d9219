import { getGolfIds } from '@golfwallet/core/contracts/user/get-golf-ids';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEV_MEMBER_PASSWORD } from '../apps/api/src/db/seed/members';
import { apiAs } from './support/api';
import { baseUrl, expectNoAxeViolations, newPage, useBrowser } from './support/browser';
import { openPage, useTrackedPages } from './support/contexts';
import { createMemberGolfer, tr } from './support/journeys';

/**
 * Golf-union sign-in (issue 9): a Danish member through the login popup and the development
 * union's OpenID provider, a golfer with an e-mail account linking a golf ID through import and
 * update, and a Swedish member on /register/loginSweden; then the same in the app at phone size,
 * every page an app screen under /app. Members used here are used nowhere else. The golf IDs linked
 * through import (14-0770, 95-2058) are second club memberships of the accounts' own persons: a
 * golf ID goes only to the account of the same last name and birth date (issue 31). The union
 * returns with a one-time code only (`?result=`), never the session id or the member's details.
 */

useBrowser();
useTrackedPages();

const da = 'da';

/**
 * On the development union's pages: sign in with member number and password, then allow; the union
 * returns to the web's /register/oauth-consumer, or (begun in the app) on from there to the app's.
 */
async function signInAtDevUnion(
  page: Page,
  memberNumber: string,
  returnsTo = /\/register\/oauth-consumer\?result=/,
) {
  await page.waitForURL(/\/dev\/union-oidc\/interaction\//);
  await page.getByRole('heading', { name: tr(da, 'federation.devTitle') }).waitFor();
  await expectNoAxeViolations(page);
  await page.getByLabel(tr(da, 'federation.memberNumber')).fill(memberNumber);
  await page.getByLabel(tr(da, 'federation.password')).fill(DEV_MEMBER_PASSWORD);
  await page.getByRole('button', { name: tr(da, 'federation.signIn') }).click();
  await page.getByRole('heading', { name: tr(da, 'federation.consentTitle') }).waitFor();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: tr(da, 'federation.allow') }).click();
  await page.waitForURL(returnsTo);
}

/** From the front page: the login popup's golf-union tab, Denmark, "Sign in with golf union". */
async function startFromLoginPopup(page: Page) {
  await page.goto(`${baseUrl()}/`);
  await page
    .getByRole('banner')
    .getByRole('button', { name: tr(da, 'common.header.logIn') })
    .click();
  const dialog = page.getByRole('dialog', { name: tr(da, 'auth.login.title') });
  const country = dialog.getByRole('combobox', { name: tr(da, 'auth.golfUnion.country') });
  await expect.poll(() => country.isEnabled()).toBe(true);
  await country.selectOption('DK');
  await dialog.getByRole('button', { name: tr(da, 'auth.golfUnion.signIn') }).click();
}

async function expectSignedInOnVouchers(page: Page) {
  await page.waitForURL(`${baseUrl()}/vouchers`);
  await page
    .getByRole('banner')
    .getByRole('link', { name: tr(da, 'common.header.myProfile') })
    .waitFor();
}

describe('golf-union sign-in', () => {
  it('a Danish member signs in with the golf union from the login popup and lands registered in /vouchers', async () => {
    const { page, context } = await newPage();
    await startFromLoginPopup(page);
    await signInAtDevUnion(page, '12-3457');
    await page.getByRole('heading', { name: tr(da, 'registration.oauth.existingTitle') }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: tr(da, 'registration.oauth.no') }).click();
    await expectSignedInOnVouchers(page);

    await context.close();

    // The next union sign-in (a new browser) goes straight into the same account.
    const again = await newPage();
    await startFromLoginPopup(again.page);
    await again.page.waitForURL(/\/dev\/union-oidc\/interaction\//);
    await again.page.getByLabel(tr(da, 'federation.memberNumber')).fill('12-3457');
    await again.page.getByLabel(tr(da, 'federation.password')).fill(DEV_MEMBER_PASSWORD);
    await again.page.getByRole('button', { name: tr(da, 'federation.signIn') }).click();
    await again.page.getByRole('button', { name: tr(da, 'federation.allow') }).click();
    await expectSignedInOnVouchers(again.page);
    await again.context.close();
  });

  it('a golfer with an e-mail account links a union golf ID through import and update', async () => {
    const golfer = await createMemberGolfer(
      {
        union: 'dgu',
        memberNumber: '88-1406',
        birthDate: '1997-03-03',
        firstName: 'Oliver',
        lastName: 'Thomsen',
      },
      da,
    );
    const { page, context } = await newPage();
    await startFromLoginPopup(page);
    await signInAtDevUnion(page, '14-0770');
    await page.getByRole('button', { name: tr(da, 'registration.oauth.yes') }).click();
    await page.waitForURL(`${baseUrl()}/register/import`);
    await page.getByRole('textbox', { name: tr(da, 'registration.import.email') }).fill(golfer.email);
    await page.getByLabel(tr(da, 'registration.import.password')).fill(golfer.password);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: tr(da, 'registration.import.submit') }).click();
    await page.waitForURL(`${baseUrl()}/register/update`);
    await page
      .getByText(tr(da, 'registration.update.intro', { ids: '88-1406', golfId: '14-0770' }))
      .waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: tr(da, 'registration.update.add') }).click();
    await expectSignedInOnVouchers(page);
    const ids = await apiAs()(getGolfIds, { body: { email: golfer.email, password: golfer.password } });
    expect(ids.data.golf_ids).toEqual(['88-1406', '14-0770']);
    await context.close();
  });

  it('a Swedish member logs in on /register/loginSweden', async () => {
    const { page, context } = await newPage();
    await page.goto(`${baseUrl()}/register/loginSweden`);
    await page.getByRole('textbox', { name: tr(da, 'registration.sweden.golfId') }).fill('670915021');
    await page.getByLabel(tr(da, 'registration.sweden.password')).fill(DEV_MEMBER_PASSWORD);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: tr(da, 'registration.sweden.submit') }).click();
    await page.getByRole('heading', { name: tr(da, 'registration.oauth.existingTitle') }).waitFor();
    await page.getByRole('button', { name: tr(da, 'registration.oauth.no') }).click();
    await expectSignedInOnVouchers(page);
    await context.close();
  });
});

/** The smallest phone the app is made for. */
const PHONE = { width: 360, height: 740 } as const;

/** An app screen: the app's layout (no web header), axe clean, nothing wider than the phone. */
async function expectAppScreen(page: Page) {
  expect(await page.getByRole('banner').count()).toBe(0);
  await expectNoAxeViolations(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `horizontal overflow on ${page.url()}`).toBeLessThanOrEqual(0);
}

/** The app's Log in: country of residence, then "Sign in with golf union". */
async function startFromAppLogin(page: Page, country: 'DK' | 'SE') {
  await page.goto(`${baseUrl()}/app/login`);
  const select = page.getByRole('combobox', { name: tr(da, 'auth.golfUnion.country') });
  await expect.poll(() => select.isEnabled()).toBe(true);
  await select.selectOption(country);
  await page.getByRole('button', { name: tr(da, 'auth.golfUnion.signIn') }).click();
}

async function expectInAppTabs(page: Page) {
  await page.waitForURL(`${baseUrl()}/app/clubs`);
  await page.getByRole('navigation', { name: tr(da, 'app.tabs.label') }).waitFor();
}

describe('golf-union sign-in in the app', () => {
  it('a golfer with an e-mail account links a union golf ID through the app’s import and update', async () => {
    const golfer = await createMemberGolfer(
      {
        union: 'dgu',
        memberNumber: '26-0141',
        birthDate: '1954-04-01',
        firstName: 'Poul',
        lastName: 'Johansen',
      },
      da,
    );
    const { page } = await openPage(PHONE);
    await startFromAppLogin(page, 'DK');
    await signInAtDevUnion(page, '95-2058', /\/app\/sign-up\/oauth-consumer\?result=/);
    await page.getByRole('heading', { name: tr(da, 'registration.oauth.existingTitle') }).waitFor();
    await expectAppScreen(page);
    await page.getByRole('button', { name: tr(da, 'registration.oauth.yes') }).click();
    await page.waitForURL(`${baseUrl()}/app/sign-up/import`);
    await page.getByRole('textbox', { name: tr(da, 'registration.import.email') }).fill(golfer.email);
    await page.getByLabel(tr(da, 'registration.import.password')).fill(golfer.password);
    await expectAppScreen(page);
    await page.getByRole('button', { name: tr(da, 'registration.import.submit') }).click();
    await page.waitForURL(`${baseUrl()}/app/sign-up/update`);
    await page
      .getByText(tr(da, 'registration.update.intro', { ids: '26-0141', golfId: '95-2058' }))
      .waitFor();
    await expectAppScreen(page);
    await page.getByRole('button', { name: tr(da, 'registration.update.add') }).click();
    await expectInAppTabs(page);
    const ids = await apiAs()(getGolfIds, { body: { email: golfer.email, password: golfer.password } });
    expect(ids.data.golf_ids).toEqual(['26-0141', '95-2058']);
  });

  it('a Swedish member signs in on the app’s MinGolf screen and enters the tabs', async () => {
    const { page } = await openPage(PHONE);
    await startFromAppLogin(page, 'SE');
    await page.waitForURL(`${baseUrl()}/app/sign-up/sweden`);
    await page.getByRole('textbox', { name: tr(da, 'registration.sweden.golfId') }).fill('630624052');
    await page.getByLabel(tr(da, 'registration.sweden.password')).fill(DEV_MEMBER_PASSWORD);
    await expectAppScreen(page);
    const submit = page.getByRole('button', { name: tr(da, 'registration.sweden.submit') });
    expect((await submit.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    await submit.click();
    await page.getByRole('heading', { name: tr(da, 'registration.oauth.existingTitle') }).waitFor();
    await page.getByRole('button', { name: tr(da, 'registration.oauth.no') }).click();
    await expectInAppTabs(page);
  });
});
