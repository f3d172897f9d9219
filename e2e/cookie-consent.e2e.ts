import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, newPage, useBrowser } from './support/browser';
import { builtFile } from './support/build';
import { ENGLISH_HOST, siteUrl } from './support/journeys';

/**
 * The cookie consent the privacy policy describes (§6, issue 8 item 19): the cookie icon at the
 * bottom left, "Accept all" and "Necessary only", the decision stored with its time, and no
 * statistics (neither the counting code nor a count) before consent or after it is withdrawn.
 */

useBrowser();

/** The on-demand counting module, as the build named it. */
const PAGE_VIEWS_FILE = builtFile('src/lib/page-views.ts');

/** Requests of the statistics: the on-demand counting module and the page-view counts. */
function watchStatistics(page: Page) {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.includes('/statistics/page-view') || url.pathname === `/${PAGE_VIEWS_FILE}`) {
      seen.push(`${request.method()} ${url.pathname}`);
    }
  });
  return seen;
}

async function storedDecision(page: Page): Promise<{ statistics: boolean; decided_at: string } | null> {
  const raw = await page.evaluate(() => window.localStorage.getItem('cookieConsent'));
  return raw ? (JSON.parse(raw) as { statistics: boolean; decided_at: string }) : null;
}

async function expectRecent(iso: string, since: number) {
  const time = Date.parse(iso);
  expect(time).toBeGreaterThanOrEqual(since - 1000);
  expect(time).toBeLessThanOrEqual(Date.now() + 1000);
}

describe('cookie consent', () => {
  it('asks first, loads nothing non-essential before consent, stores the decision and lets it be withdrawn', async () => {
    const { page, context } = await newPage({ cookieConsent: 'undecided' });
    const statistics = watchStatistics(page);
    await page.goto(siteUrl(ENGLISH_HOST, '/'));

    const panel = page.getByRole('region', { name: 'Cookies' });
    await panel.waitFor();
    await panel.getByRole('button', { name: 'Necessary only' }).waitFor();
    await panel.getByRole('button', { name: 'Accept all' }).waitFor();
    expect(await panel.getByRole('link', { name: 'Read the privacy policy' }).getAttribute('href')).toBe(
      '/privacy-policy',
    );

    // The icon sits at the bottom left of the window.
    const icon = page.getByRole('button', { name: 'Cookie settings' });
    const box = await icon.boundingBox();
    const viewport = page.viewportSize();
    expect(box).not.toBeNull();
    expect(box!.x).toBeLessThan(40);
    expect(box!.y + box!.height).toBeGreaterThan(viewport!.height - 40);
    await expectNoAxeViolations(page);

    // Undecided: browsing counts nothing and fetches no statistics code.
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await page.waitForURL('**/faq');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(statistics).toEqual([]);

    // "Necessary only": stored with its time, the panel goes, still nothing counted.
    const before = Date.now();
    await panel.getByRole('button', { name: 'Necessary only' }).click();
    await panel.waitFor({ state: 'detached' });
    const necessary = await storedDecision(page);
    expect(necessary?.statistics).toBe(false);
    await expectRecent(necessary!.decided_at, before);
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await panel.count()).toBe(0);
    expect(statistics).toEqual([]);

    // The icon opens the choices again, with the decision and its time; "Accept all" starts counting.
    await icon.click();
    await panel.getByText(/Your choice: Necessary only \(/).waitFor();
    const counted = page.waitForRequest(
      (request) => request.url().includes('/api/v1/statistics/page-view') && request.method() === 'POST',
    );
    await panel.getByRole('button', { name: 'Accept all' }).click();
    const first = await counted;
    expect(first.postDataJSON()).toEqual({ path: '/faq' });
    expect(first.headers().authorization).toBeUndefined();
    expect((await first.response())?.status()).toBe(200);
    expect((await storedDecision(page))?.statistics).toBe(true);

    // Withdrawn again with "Necessary only": no more counts.
    await icon.click();
    await panel.getByRole('button', { name: 'Necessary only' }).click();
    const afterWithdrawal = statistics.length;
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
    await page.waitForURL('**/contact-us');
    await page.waitForLoadState('networkidle');
    expect(statistics.length).toBe(afterWithdrawal);
    expect((await storedDecision(page))?.statistics).toBe(false);
    await context.close();
  });
});
