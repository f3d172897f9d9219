import { getUser } from '@golfwallet/core/contracts/user/get-user';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, createGolfer, signInContext } from './support/api';
import { expectNoAxeViolations, newPage, useBrowser } from './support/browser';
import {
  createMemberGolfer,
  ENGLISH_HOST,
  MEMBERS,
  siteUrl,
  skipNewsletterPrompt,
  unionId,
} from './support/journeys';

/**
 * Sign-up and profile as a new golfer met them (issue 8 items 12 to 16), in Chromium against the
 * production build: the ?data= prefill, the contact step's calling code, focus and layout, the
 * profile's language, mask and messages, the dead ends and the word after deleting the account.
 */

useBrowser();

const data = (value: Record<string, unknown>) => encodeURIComponent(JSON.stringify(value));

async function box(page: Page, name: string) {
  const found = await page.getByRole('textbox', { name, exact: true }).boundingBox();
  if (!found) throw new Error(`no box for ${name}`);
  return found;
}

describe('sign-up', () => {
  it('keeps a ?data= prefill without is_member, and starts a Norwegian member with +47 beside the number', async () => {
    const ngf = await unionId('other');
    const { page, context } = await newPage({ width: 420, height: 900 });
    await page.goto(
      siteUrl(
        ENGLISH_HOST,
        `/register/union?lang=en&data=${data({ union_id: ngf, member_number: '7654321' })}`,
      ),
    );
    const union = page.getByRole('combobox', { name: 'Golf union' });
    await union.waitFor();
    expect(await union.inputValue()).toBe(String(ngf));
    expect(await page.getByRole('textbox', { name: 'Member number (golf ID)' }).inputValue()).toBe('7654321');
    expect(new URL(page.url()).pathname).toBe('/register/union');

    const member = { is_member: true, union_id: ngf, member_number: '1234567', birth_date: '1990-09-01' };
    await page.goto(siteUrl(ENGLISH_HOST, `/register/non-union?data=${data(member)}`));
    await page.getByRole('heading', { name: 'Sign up as a union member', level: 1 }).waitFor();
    await expect.poll(() => page.title()).toBe('Sign up as a union member – Step 2 of 3 – GolfWallet');
    const code = page.getByRole('textbox', { name: 'Country code' });
    expect(await code.inputValue()).toBe('+47');

    // "Country code" stays on one line, and its box sits level with the Number box.
    const label = await page.getByText('Country code', { exact: true }).boundingBox();
    const lineHeight = await page
      .getByText('Country code', { exact: true })
      .evaluate((element) => Number.parseFloat(getComputedStyle(element).lineHeight) || 24);
    expect(label!.height).toBeLessThan(lineHeight * 1.5);
    const codeBox = await box(page, 'Country code');
    const numberBox = await box(page, 'Number');
    expect(Math.abs(codeBox.y - numberBox.y)).toBeLessThan(2);
    expect(codeBox.x + codeBox.width).toBeLessThanOrEqual(numberBox.x);

    // After a failed submit the first invalid field has the focus, not the phone.
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Please enter your first name').waitFor();
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe(
      'first_name',
    );
    await expectNoAxeViolations(page);
    await context.close();
  });
});

describe('profile', () => {
  it('saves the language, says when there is nothing to save, checks the password pair and shows the mask', async () => {
    const golfer = await createGolfer({ prefix: 'lang', language: 'en', newsletterAsked: true });
    const { page, context } = await newPage();
    await signInContext(context, golfer.token);
    const patches: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH' && new URL(request.url()).pathname === '/api/v1/user') {
        patches.push(request.postDataJSON());
      }
    });
    await page.goto(siteUrl(ENGLISH_HOST, '/profile?lang=en'));
    await page.getByRole('heading', { name: 'My profile', level: 1 }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Mobile number' }).inputValue()).toBe('+45 12345678');

    await page.getByRole('button', { name: 'Save' }).click();
    const nothing = page.getByRole('dialog', { name: 'Nothing to save' });
    await nothing.getByText('You have not changed anything.').waitFor();
    await nothing.getByRole('button', { name: 'Got it' }).click();
    expect(patches).toEqual([]);

    await page.getByLabel('Repeat new password').fill('secret-2');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Please enter password').waitFor();
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name)).toBe(
      'password',
    );
    await page.getByLabel('Repeat new password').fill('');

    await page.getByRole('combobox', { name: 'Language' }).selectOption('sv');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog', { name: 'Klart' }).waitFor();
    expect(patches).toEqual([{ language_default: 'sv' }]);
    expect((await apiAs(golfer.token)(getUser, {})).language_default).toBe('sv');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('sv');
    await context.close();
  });

  it("keeps a gap between a member's club name and its Change button", async () => {
    const golfer = await createMemberGolfer(MEMBERS.sara, 'en');
    await skipNewsletterPrompt(golfer.token);
    const { page, context } = await newPage();
    await signInContext(context, golfer.token);
    await page.goto(siteUrl(ENGLISH_HOST, '/profile?lang=en'));
    const change = page.getByRole('button', { name: 'Change', exact: true });
    await change.waitFor();
    const clubName = (await apiAs(golfer.token)(getUser, {})).club_name ?? 'Not given';
    const name = await page.locator('dd').getByText(clubName, { exact: true }).boundingBox();
    const button = await change.boundingBox();
    expect(button!.x - (name!.x + name!.width)).toBeGreaterThanOrEqual(8);
    await context.close();
  });

  it('says on the front page that the account was deleted', async () => {
    const golfer = await createGolfer({ prefix: 'gone', language: 'en', newsletterAsked: true });
    const { page, context } = await newPage();
    await signInContext(context, golfer.token);
    await page.goto(siteUrl(ENGLISH_HOST, '/profile?lang=en'));
    await page.getByRole('button', { name: 'Delete account' }).click();
    await page
      .getByRole('dialog', { name: 'Delete your account?' })
      .getByRole('button', { name: 'Yes, delete' })
      .click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('status').getByText('Your account has been deleted.').waitFor();
    await context.close();
  });
});

describe('dead ends', () => {
  it('give a transfer link that does not work, an expired password key and a failed sign-in return a way on', async () => {
    const { page, context } = await newPage();
    await page.goto(siteUrl(ENGLISH_HOST, '/voucher-subtransfer/not-a-token?lang=en'));
    await page.getByRole('alert').getByText('Error transfering voucher').waitFor();
    await page.getByRole('link', { name: 'GolfWallet, front page' }).waitFor();
    await page.getByRole('link', { name: 'Go to the front page' }).click();
    await page.waitForURL((url) => url.pathname === '/');

    await page.goto(siteUrl(ENGLISH_HOST, '/password-change?key=no-such-key'));
    await page.getByLabel('New password').fill('new-secret');
    await page.getByLabel('Repeat password').fill('new-secret');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('link', { name: 'Ask for a new link' }).waitFor();
    await page.getByRole('link', { name: 'GolfWallet, front page' }).waitFor();
    await page.getByRole('link', { name: 'Go to the front page' }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await page.waitForURL((url) => url.pathname === '/register/forgot-password');

    await page.goto(siteUrl(ENGLISH_HOST, '/oauth-consumer'));
    await page.getByRole('link', { name: 'Try again' }).waitFor();
    await page.getByRole('link', { name: 'GolfWallet, front page' }).waitFor();
    await page.getByRole('link', { name: 'Go to the front page' }).waitFor();
    await context.close();
  });
});
