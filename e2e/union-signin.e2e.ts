import { getGolfIds } from '@golfwallet/core/contracts/user/get-golf-ids';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEV_MEMBER_PASSWORD } from '../apps/api/src/db/seed/members';
import { apiAs } from './support/api';
import { baseUrl, expectNoAxeViolations, newPage, useBrowser } from './support/browser';
import { createMemberGolfer, tr } from './support/journeys';

/**
 * Golf-union sign-in (issue 9): a Danish member through the login popup and the development
 * union's OpenID provider, a golfer with an e-mail account linking a golf ID through import and
 * update, and a Swedish member on /register/loginSweden. Members used here are used nowhere else.
 */

useBrowser();

const da = 'da';

/** On the development union's pages: sign in with member number and password, then allow. */
async function signInAtDevUnion(page: Page, memberNumber: string) {
  await page.waitForURL(/\/dev\/union-oidc\/interaction\//);
  await page.getByRole('heading', { name: tr(da, 'federation.devTitle') }).waitFor();
  await expectNoAxeViolations(page);
  await page.getByLabel(tr(da, 'federation.memberNumber')).fill(memberNumber);
  await page.getByLabel(tr(da, 'federation.password')).fill(DEV_MEMBER_PASSWORD);
  await page.getByRole('button', { name: tr(da, 'federation.signIn') }).click();
  await page.getByRole('heading', { name: tr(da, 'federation.consentTitle') }).waitFor();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: tr(da, 'federation.allow') }).click();
  await page.waitForURL(/\/register\/oauth-consumer\?/);
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
