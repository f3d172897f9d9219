import type { TranslationKey } from '@golfwallet/core/i18n/keys';
import { listUnions } from '@golfwallet/core/contracts/reference/list-unions';
import { registerUser } from '@golfwallet/core/contracts/user/register-user';
import { updateUser } from '@golfwallet/core/contracts/user/update-user';
import { verifyEmail } from '@golfwallet/core/contracts/user/verify-email';
import type { Locale } from '@golfwallet/core/i18n/locales';
import { translate } from '@golfwallet/core/i18n/translate';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { apiAs, type Golfer, logInApi, uniqueEmail } from './api';
import { workerServer } from './worker-server';
import { linkFromMail } from './browser';

/**
 * Helpers for the journeys of the web site (login, registration, profile, public pages): texts in
 * a language, the per-host origins, golfers set up through the API and keyboard checks of popups.
 */

/** The text of an i18n key in a locale, exactly as the site shows it. */
export function tr(
  locale: Locale,
  key: TranslationKey,
  params: Record<string, string | number> = {},
): string {
  return translate(locale, key, params);
}

/** The site as a given host name serves it (hosts resolve to this machine, see HOSTS). */
export function siteUrl(host: string, path = '/'): string {
  return `http://${host}:${workerServer().port}${path}`;
}

/** The Danish site (www.golfwallet.dk) and the English one (golfwallet.com). */
export const DANISH_HOST = 'www.golfwallet.dk';
export const ENGLISH_HOST = 'golfwallet.com';

/** A registry member of apps/api/src/db/seed/members.ts; each can sign up once per server run. */
export interface RegistryMember {
  union: 'dgu' | 'sgf' | 'other';
  memberNumber: string;
  birthDate: string;
  firstName: string;
  lastName: string;
}

export const MEMBERS = {
  mette: {
    union: 'dgu',
    memberNumber: '45-1234',
    birthDate: '1985-03-22',
    firstName: 'Mette',
    lastName: 'Nielsen',
  },
  jens: {
    union: 'dgu',
    memberNumber: '21-0457',
    birthDate: '1962-11-03',
    firstName: 'Jens',
    lastName: 'Kristensen',
  },
  erik: {
    union: 'sgf',
    memberNumber: '850612-004',
    birthDate: '1985-06-12',
    firstName: 'Erik',
    lastName: 'Johansson',
  },
  sara: {
    union: 'sgf',
    memberNumber: '910228-117',
    birthDate: '1991-02-28',
    firstName: 'Sara',
    lastName: 'Lindqvist',
  },
  ingrid: {
    union: 'other',
    memberNumber: '1234567',
    birthDate: '1990-09-01',
    firstName: 'Ingrid',
    lastName: 'Hansen',
  },
  ole: {
    union: 'other',
    memberNumber: '7654321',
    birthDate: '1972-04-17',
    firstName: 'Ole',
    lastName: 'Nordmann',
  },
} as const satisfies Record<string, RegistryMember>;

/** The id of a union by its code (dgu, sgf, other). */
export async function unionId(tid: RegistryMember['union']): Promise<number> {
  const unions = await apiAs()(listUnions, {});
  const found = unions.find((union) => union.tid === tid);
  if (!found) throw new Error(`no union ${tid}`);
  return found.union_id;
}

/** Confirms an e-mail address with the key of the verification mail sent to it. */
export async function confirmEmail(email: string): Promise<void> {
  const link = await linkFromMail(email, '/email-verify');
  const code = new URL(link).searchParams.get('key');
  if (!code) throw new Error(`no key in the verification link ${link}`);
  await apiAs()(verifyEmail, { body: { code } });
}

/**
 * Signs a registry member up through the API (POST /user), confirms the e-mail and logs in.
 */
export async function createMemberGolfer(member: RegistryMember, language: Locale = 'en'): Promise<Golfer> {
  const email = uniqueEmail(`member-${member.memberNumber}`);
  const password = 'secret123';
  await apiAs(undefined, language)(registerUser, {
    query: { locale: language },
    body: {
      is_member: true,
      union_id: await unionId(member.union),
      member_number: member.memberNumber,
      birth_date: member.birthDate,
      first_name: member.firstName,
      last_name: member.lastName,
      phone: '+4512345678',
      email,
      password,
      language_default: language,
    },
  });
  await confirmEmail(email);
  return {
    email,
    password,
    firstName: member.firstName,
    lastName: member.lastName,
    token: await logInApi(email, password),
  };
}

/** A non-member who signed up through the API but has not confirmed the e-mail yet. */
export async function createUnconfirmedGolfer(
  prefix = 'unconfirmed',
): Promise<{ email: string; password: string }> {
  const email = uniqueEmail(prefix);
  const password = 'secret123';
  await apiAs()(registerUser, {
    query: { locale: 'en' },
    body: {
      is_member: false,
      first_name: 'Una',
      last_name: 'Confirmed',
      phone: '+4512345678',
      birth_date: '1990-05-01',
      sex: 'f',
      country: 'DK',
      email,
      password,
      pin_code: '1234',
      language_default: 'en',
    },
  });
  return { email, password };
}

/**
 * Marks the newsletter question as answered (PATCH /user newsletter_asked), so its popup does not
 * open over /vouchers in journeys that are not about it.
 */
export async function skipNewsletterPrompt(token: string): Promise<void> {
  await apiAs(token)(updateUser, { body: { newsletter_asked: true } });
}

/** Whether the element focused now lies inside the locator's element. */
function focusInside(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element.contains(document.activeElement));
}

/**
 * Keyboard checks of an open popup: focus is inside it, stays inside through more Tab and
 * Shift+Tab presses than it has controls, and Escape closes it.
 */
export async function expectPopupKeyboard(
  page: Page,
  dialog: Locator,
  { escape: closeWithEscape = true } = {},
): Promise<void> {
  await expect.poll(() => focusInside(dialog), { message: 'focus moves into the popup' }).toBe(true);
  const controls = await dialog
    .locator('a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex="0"]')
    .count();
  for (let i = 0; i < controls + 2; i += 1) {
    await page.keyboard.press('Tab');
    expect(await focusInside(dialog), `focus inside after Tab ${i + 1}`).toBe(true);
  }
  for (let i = 0; i < controls + 2; i += 1) {
    await page.keyboard.press('Shift+Tab');
    expect(await focusInside(dialog), `focus inside after Shift+Tab ${i + 1}`).toBe(true);
  }
  if (closeWithEscape) {
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible(), { message: 'Escape closes the popup' }).toBe(false);
  }
}
