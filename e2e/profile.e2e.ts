import { getUser } from '@golfwallet/core/contracts/user/get-user';
import { describe, expect, it } from 'vitest';
import { ANNA, apiAs, createGolfer, logInApi, signInContext } from './support/api';
import { expectNoAxeViolations, linkFromMail, newPage, useBrowser } from './support/browser';
import {
  createMemberGolfer,
  ENGLISH_HOST,
  expectPopupKeyboard,
  MEMBERS,
  siteUrl,
  skipNewsletterPrompt,
  tr,
} from './support/journeys';

/**
 * The profile page (spec §2 profile, §5 profile and change-club rules, §6 members and non-members,
 * §8 offline save), signed in through the API.
 */

useBrowser();

describe('profile', () => {
  it('lets a union member change name and phone, keeps member number and birthday read-only', async () => {
    const member = MEMBERS.ingrid;
    const golfer = await createMemberGolfer(member, 'en');
    await skipNewsletterPrompt(golfer.token);
    const { page, context } = await newPage();
    await signInContext(context, golfer.token);
    await page.goto(siteUrl(ENGLISH_HOST, '/profile'));
    await page.getByRole('heading', { name: 'My profile', level: 1 }).waitFor();
    await expectNoAxeViolations(page);

    // Read-only for a member: member number and birthday are shown, not editable.
    const facts = page.locator('dl');
    await facts.getByText(member.memberNumber, { exact: true }).waitFor();
    await facts.getByText('01-09-1990').waitFor();
    expect(await page.getByRole('textbox', { name: 'Member number' }).count()).toBe(0);
    expect(await page.getByRole('textbox', { name: 'Birthday' }).count()).toBe(0);
    expect(await page.getByRole('textbox', { name: 'Club name' }).count()).toBe(0);

    const firstName = page.getByRole('textbox', { name: 'First name' });
    await firstName.fill('Ingrid Marie');
    // The mobile mask: a plus is put in front, letters and spaces are dropped.
    const phone = page.getByRole('textbox', { name: 'Mobile number' });
    await phone.fill('');
    await phone.pressSequentially('45 98x76 5432');
    expect(await phone.inputValue()).toBe('+45 98765432');
    const patch = page.waitForRequest(
      (request) => request.method() === 'PATCH' && new URL(request.url()).pathname === '/api/v1/user',
    );
    await page.getByRole('button', { name: 'Save' }).click();
    // Only the changed fields, the phone with a space after its first three characters.
    expect((await patch).postDataJSON()).toEqual({ first_name: 'Ingrid Marie', phone: '+45 98765432' });
    const success = page.getByRole('dialog', { name: 'Success' });
    await success.getByText('Your info has been changed.').waitFor();
    await success.getByRole('button', { name: 'Got it' }).click();
    await expect.poll(() => success.isVisible()).toBe(false);

    // Stored, and shown again after a reload.
    expect((await apiAs(golfer.token)(getUser, {})).first_name).toBe('Ingrid Marie');
    await page.reload();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'First name' }).inputValue())
      .toBe('Ingrid Marie');
    expect(await page.getByRole('textbox', { name: 'Mobile number' }).inputValue()).toBe('+45 98765432');
    await context.close();
  });

  it('checks the member number in the change-club popup before sending it', async () => {
    const golfer = await createMemberGolfer(MEMBERS.ole, 'en');
    await skipNewsletterPrompt(golfer.token);
    const { page, context } = await newPage();
    await signInContext(context, golfer.token);
    await page.goto(siteUrl(ENGLISH_HOST, '/profile'));
    await page.getByRole('button', { name: 'Change', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Change club' });
    const request = dialog.getByRole('button', { name: 'Request' });
    await request.click();
    await dialog.getByText('please enter your union member number').waitFor();
    await dialog.getByRole('textbox', { name: 'Union member number' }).fill('12ab');
    await request.click();
    await dialog.getByText('please enter valid union member number').waitFor();
    await expectNoAxeViolations(page);
    await expectPopupKeyboard(page, dialog);
    await context.close();
  });

  it('shows OOOPS instead of saving while offline, and offers Add union to a non-member', async () => {
    const golfer = await createGolfer({ prefix: 'profile-guest', language: 'en' });
    await skipNewsletterPrompt(golfer.token);
    const { page, context } = await newPage({ width: 390, height: 844 });
    await signInContext(context, golfer.token);
    await page.goto(siteUrl(ENGLISH_HOST, '/profile'));
    await page.getByRole('heading', { name: 'My profile', level: 1 }).waitFor();
    await page.getByRole('textbox', { name: 'Club name' }).waitFor();
    await page.getByRole('button', { name: 'Add union' }).waitFor();
    await expectNoAxeViolations(page);

    await context.setOffline(true);
    await page.getByRole('textbox', { name: 'Last name' }).fill('Offline');
    await page.getByRole('button', { name: 'Save' }).click();
    const oops = page.getByRole('dialog', { name: 'OOOPS' });
    await oops.getByText('Problem with internet connection, try again later').waitFor();
    await expectNoAxeViolations(page);
    await oops.getByRole('button', { name: 'Got it' }).click();
    await context.setOffline(false);
    expect((await apiAs(golfer.token)(getUser, {})).last_name).toBe(golfer.lastName);

    // The server's field error shows under its field.
    const email = page.getByRole('textbox', { name: 'E-mail' });
    await email.fill(ANNA.email);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('This e-mail address is already registered.').waitFor();
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    await context.close();
  });

  it('opens the login popup for a visitor who is not signed in', async () => {
    const { page, context } = await newPage();
    await page.goto(siteUrl(ENGLISH_HOST, '/profile'));
    await page.waitForURL(siteUrl(ENGLISH_HOST));
    await page.getByRole('dialog', { name: 'Log in' }).waitFor();
    await context.close();
  });

  it('signs out from the profile to the front page, without asking to log in again', async () => {
    const golfer = await createGolfer({ prefix: 'profile-out', language: 'en' });
    await skipNewsletterPrompt(golfer.token);
    const { page, context } = await newPage();
    await signInContext(context, golfer.token);
    await page.goto(siteUrl(ENGLISH_HOST, '/profile'));
    await page.getByRole('heading', { name: 'My profile', level: 1 }).waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('dialog', { name: 'Sign out' }).getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL(siteUrl(ENGLISH_HOST));
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).waitFor();
    await page.getByRole('heading', { name: tr('en', 'pages.landing.title'), level: 1 }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  it('deletes the account after a confirmation and goes to the front page', async () => {
    const golfer = await createGolfer({ prefix: 'profile-delete', language: 'en' });
    await skipNewsletterPrompt(golfer.token);
    const { page, context } = await newPage();
    await signInContext(context, golfer.token);
    await page.goto(siteUrl(ENGLISH_HOST, '/profile'));
    await page.getByRole('button', { name: 'Delete account' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete your account?' });
    await confirm.getByText('All your unused points and vouchers will be lost.', { exact: false }).waitFor();
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'No' }).click();
    await expect.poll(() => confirm.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Delete account' }).click();
    await confirm.getByRole('button', { name: 'Yes, delete' }).click();
    await page.waitForURL(siteUrl(ENGLISH_HOST));
    await page.getByRole('heading', { name: tr('en', 'pages.landing.title'), level: 1 }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('userToken'))).toBeNull();
    await expect(logInApi(golfer.email, golfer.password)).rejects.toThrow();
    await context.close();
  });

  it('downloads my data: a mailed single-use link to a zip, and a second request within 6 months is refused', async () => {
    const golfer = await createGolfer({ prefix: 'profile-data', language: 'en', newsletterAsked: true });
    const { page, context } = await newPage();
    await signInContext(context, golfer.token);
    await page.goto(siteUrl(ENGLISH_HOST, '/profile'));
    const download = page.getByRole('button', { name: 'Download my data' });
    await download.click();
    const dialog = page.getByRole('dialog', { name: 'We are preparing your data' });
    await dialog
      .getByText(`You will receive an e-mail with a download link at ${golfer.email} shortly.`, {
        exact: false,
      })
      .waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Got it' }).click();

    // Prepared in the background (the privacy jobs poll every 15 s), then mailed.
    const link = await linkFromMail(golfer.email, '/data-export/file/', 40_000);
    const first = await fetch(link);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/zip');
    expect(
      Buffer.from(await first.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
    expect((await fetch(link)).status).toBe(410);

    await page.reload();
    await page.getByText(/^Your last request: \d{4}\.\d{2}\.\d{2}$/).waitFor();
    await page.getByRole('button', { name: 'Download my data' }).click();
    await page
      .getByRole('alert')
      .getByText(/a data access request is handled only if more than 6 months have passed since the last one/)
      .waitFor();
  });
});
