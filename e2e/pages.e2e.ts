import type { Locale } from '@golfwallet/core/i18n/locales';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, newPage, useBrowser } from './support/browser';
import { DANISH_HOST, ENGLISH_HOST, siteUrl, tr } from './support/journeys';

/**
 * The public pages (spec §1 locale by host, §2 web routes and the page-not-found page) and an
 * accessibility pass over every page of the site that needs no sign-in.
 */

useBrowser();

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** Waits for the page's level-1 heading, then for its texts and lists to settle. */
async function openPage(page: Page, url: string) {
  await page.goto(url);
  await page
    .getByRole('heading', { level: 1 })
    .first()
    .waitFor()
    .catch((error: Error) => {
      throw new Error(`${url}: ${error.message}`);
    });
}

describe('locale by host', () => {
  it('serves English on golfwallet.com and Danish on www.golfwallet.dk', async () => {
    const { page, context } = await newPage();
    for (const [host, locale] of [
      [ENGLISH_HOST, 'en'],
      [DANISH_HOST, 'da'],
    ] as const satisfies [string, Locale][]) {
      await openPage(page, siteUrl(host));
      await page.getByRole('heading', { name: tr(locale, 'pages.landing.title'), level: 1 }).waitFor();
      expect(await htmlLang(page)).toBe(locale);
      const header = page.getByRole('banner');
      await header.getByRole('button', { name: tr(locale, 'common.header.logIn') }).waitFor();
      await header.getByRole('link', { name: tr(locale, 'common.header.signUp') }).waitFor();
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: tr(locale, 'common.footer.terms') })
        .waitFor();
      // The language drop-down links to the country sites.
      const language = locale === 'en' ? 'English' : 'Dansk';
      await header
        .getByRole('button', { name: tr(locale, 'common.header.languageMenu', { language }) })
        .click();
      expect(await header.getByRole('link', { name: 'Dansk' }).getAttribute('href')).toMatch(
        /^https:\/\/www\.golfwallet\.dk\//,
      );
      expect(await header.getByRole('link', { name: 'English' }).getAttribute('href')).toMatch(
        /^https:\/\/www\.golfwallet\.com\//,
      );
      await page.keyboard.press('Escape');
    }
    await context.close();
  });

  it('lets ?lang= override the host and remembers it', async () => {
    const { page, context } = await newPage();
    await openPage(page, siteUrl(DANISH_HOST, '/?lang=sv'));
    await page.getByRole('heading', { name: tr('sv', 'pages.landing.title'), level: 1 }).waitFor();
    expect(await htmlLang(page)).toBe('sv');

    await openPage(page, siteUrl(DANISH_HOST, '/contact-us'));
    await page.getByRole('heading', { name: tr('sv', 'pages.contact.title'), level: 1 }).waitFor();
    expect(await htmlLang(page)).toBe('sv');
    await page
      .getByRole('banner')
      .getByRole('button', { name: tr('sv', 'common.header.logIn') })
      .waitFor();
    await context.close();
  });
});

describe('page not found', () => {
  it('offers the main page, FAQ and contact us, in Danish on the Danish site and English elsewhere', async () => {
    const { page, context } = await newPage();
    for (const [url, locale] of [
      [siteUrl(DANISH_HOST, '/no/such/page'), 'da'],
      [siteUrl(ENGLISH_HOST, '/no-such-page'), 'en'],
      [siteUrl('www.golfwallet.se', '/saknas'), 'en'],
    ] as const satisfies [string, Locale][]) {
      await openPage(page, url);
      await page.getByRole('heading', { name: tr(locale, 'pages.notFound.title'), level: 1 }).waitFor();
      const main = page.getByRole('main');
      for (const [key, path] of [
        ['home', '/'],
        ['faq', '/faq'],
        ['contact', '/contact-us'],
      ] as const) {
        const link = main.getByRole('link', { name: tr(locale, `pages.notFound.${key}`), exact: true });
        expect(await link.getAttribute('href')).toBe(path);
      }
      await expectNoAxeViolations(page);
    }
    await page
      .getByRole('main')
      .getByRole('link', { name: tr('en', 'pages.notFound.contact'), exact: true })
      .click();
    // The page behind it speaks the site's own language again (Swedish on the Swedish site).
    await page.getByRole('heading', { name: tr('sv', 'pages.contact.title'), level: 1 }).waitFor();
    await context.close();
  });
});

/** Every page a visitor reaches without signing in, and what to wait for on it. */
const PUBLIC_PAGES: { path: string; ready?: (page: Page) => Promise<unknown> }[] = [
  { path: '/' },
  { path: '/contact-us' },
  { path: '/privacy-policy' },
  { path: '/privacy-policy-mobile' },
  { path: '/terms-and-conditions' },
  { path: '/terms-and-conditions-mobile' },
  {
    path: '/faq',
    ready: (page) => page.getByRole('main').locator('button[aria-expanded]').first().waitFor(),
  },
  { path: '/faq-mobile' },
  { path: '/register' },
  { path: '/register/email' },
  { path: '/register/forgot-password' },
  { path: '/register/loginSweden' },
  { path: '/register/import' },
  { path: '/password-change?key=x' },
  { path: '/this-page-does-not-exist' },
];

describe('accessibility', () => {
  it(
    'finds no axe violation on any public page (desktop)',
    async () => {
      const { page, context } = await newPage();
      for (const { path, ready } of PUBLIC_PAGES) {
        await openPage(page, siteUrl(ENGLISH_HOST, path));
        await ready?.(page);
        await expectNoAxeViolations(page);
      }
      await context.close();
      // A bound for a hang, per page: two workers on a loaded 2-core machine took
      // more than the 60 s default for the whole loop.
    },
    10_000 * PUBLIC_PAGES.length,
  );

  it('finds no axe violation on the key pages at 390 px width, in Danish', async () => {
    const { page, context } = await newPage({ width: 390, height: 844 });
    for (const path of ['/', '/contact-us', '/faq', '/register', '/register/email', '/not-here']) {
      await openPage(page, siteUrl(DANISH_HOST, path));
      await expectNoAxeViolations(page);
    }
    // The login popup, both tabs.
    await openPage(page, siteUrl(DANISH_HOST));
    await page
      .getByRole('banner')
      .getByRole('button', { name: tr('da', 'common.header.logIn') })
      .click();
    const login = page.getByRole('dialog', { name: tr('da', 'auth.login.title') });
    await login.getByRole('button', { name: tr('da', 'auth.golfUnion.signIn') }).waitFor();
    await expectNoAxeViolations(page);
    await login.getByRole('tab', { name: tr('da', 'auth.login.tabEmail') }).click();
    await login.getByRole('textbox', { name: tr('da', 'auth.login.email') }).waitFor();
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('says Invalid code on /email-verify with a bad key, then goes to the front page', async () => {
    const { page, context } = await newPage();
    await page.goto(siteUrl(ENGLISH_HOST, '/email-verify?key=not-a-real-key'));
    const alert = page.getByRole('dialog', { name: 'Error' });
    await alert.getByText('Invalid code').waitFor();
    await expectNoAxeViolations(page);
    await alert.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(siteUrl(ENGLISH_HOST));
    await page.getByRole('heading', { name: tr('en', 'pages.landing.title'), level: 1 }).waitFor();
    await expectNoAxeViolations(page);
    await context.close();
  });
});
