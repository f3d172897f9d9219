import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, newPage, useBrowser } from './support/browser';
import { builtFile } from './support/build';
import { ENGLISH_HOST, siteUrl, tr } from './support/journeys';

/**
 * The public pages arrive as HTML in the visitor's language (apps/web/src/prerender.tsx), then
 * hydrate without errors, and their links and buttons work (issue 10).
 */

useBrowser();

/**
 * Console errors and uncaught exceptions of a page (a hydration mismatch is one), but for what the
 * test set-up causes: the not-found page's own 404 and the COOP header ignored on plain http.
 */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' || message.text().includes('Cross-Origin-Opener-Policy')) return;
    if (message.location().url.endsWith('/no-such-page')) return;
    errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Waits until React has taken over #root. */
async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

describe('prerendered public pages', () => {
  it('arrive as HTML with their text and <html lang>, and unknown paths as the not-found page with 404', async () => {
    const landing = await fetch(`${baseUrl()}/?lang=en`);
    expect(landing.status).toBe(200);
    const html = await landing.text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain(tr('en', 'pages.landing.title'));
    expect(html).toContain(tr('en', 'common.footer.terms'));

    const faq = await (await fetch(`${baseUrl()}/faq?lang=sv`)).text();
    expect(faq).toContain(tr('sv', 'pages.faq.title'));

    const missing = await fetch(`${baseUrl()}/no/such/page?lang=fi`);
    expect(missing.status).toBe(404);
    const notFound = await missing.text();
    expect(notFound).toContain('<html lang="fi"');
    // The not-found page is English outside Danish; its language links keep the path asked for.
    expect(notFound).toContain(tr('en', 'pages.notFound.title'));
    expect(notFound).toContain('href="/no/such/page?lang=da"');
  });

  it('hydrate without errors; the links lead on and Log in opens the login popup', async () => {
    const { page, context } = await newPage();
    const errors = errorsOf(page);
    await page.goto(siteUrl(ENGLISH_HOST));
    await hydrated(page);
    const header = page.getByRole('banner');
    const languageButton = header.getByRole('button', {
      name: tr('en', 'common.header.languageMenu', { language: 'English' }),
    });
    await languageButton.click();
    expect(await languageButton.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    expect(await languageButton.getAttribute('aria-expanded')).toBe('false');

    // A link of the footer: the next prerendered page, hydrated in turn.
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: tr('en', 'common.footer.terms') })
      .click();
    await page.waitForURL('**/terms-and-conditions');
    await hydrated(page);
    await page.getByRole('heading', { level: 1 }).waitFor();

    await page.goto(siteUrl(ENGLISH_HOST, '/no-such-page'));
    await hydrated(page);
    await page
      .getByRole('main')
      .getByRole('link', { name: tr('en', 'pages.notFound.home'), exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === '/');
    await hydrated(page);

    // Log in belongs to the app: it starts in place of the page and opens its popup.
    await header.getByRole('button', { name: tr('en', 'common.header.logIn') }).click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');

    // Sign up leads into the app (the next page load).
    await page
      .getByRole('main')
      .getByRole('link', { name: tr('en', 'common.header.signUp') })
      .click();
    await page.waitForURL('**/register');
    await page.getByRole('heading', { level: 1 }).waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });

  it('hold a click on Log in made before the page is hydrated, and open the login popup once it is', async () => {
    const { page, context } = await newPage();
    const errors = errorsOf(page);
    // The hydration script (it starts after the first paint) held back until Log in is clicked.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**/${builtFile('public.html')}`, async (route) => {
      await held;
      await route.continue();
    });
    // Not until "load": once the loader has added the held script, the load event waits for it
    // (when the page's own requests are still running at the first frame, it is added before load).
    await page.goto(siteUrl(ENGLISH_HOST), { waitUntil: 'domcontentloaded' });
    await page
      .getByRole('banner')
      .getByRole('button', { name: tr('en', 'common.header.logIn') })
      .click();
    expect(await page.getByRole('dialog').count()).toBe(0);
    release();
    await page.getByRole('dialog', { name: tr('en', 'auth.login.title') }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
