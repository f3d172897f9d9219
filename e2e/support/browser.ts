import axe from 'axe-core';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { workerServer } from './worker-server';

export const baseUrl = () => workerServer().baseUrl;

/** Host names that resolve to this machine, to try the per-host locales (spec §1). */
export const HOSTS = ['www.golfwallet.dk', 'golfwallet.com', 'club.golfwallet.com', 'www.golfwallet.se'];

let browser: Browser | undefined;

/**
 * One Chromium per test file; call at the top of the file. `args` adds command-line switches
 * (a fake camera, for one).
 */
export function useBrowser(options: { args?: string[] } = {}) {
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        `--host-resolver-rules=${HOSTS.map((h) => `MAP ${h} 127.0.0.1`).join(',')}`,
        ...(options.args ?? []),
      ],
    });
  });
  afterAll(async () => {
    await browser?.close();
    browser = undefined;
  });
}

/**
 * A fresh context (empty storage) and page; `lang` sets ?lang= handling via the first URL. The
 * visitor has already answered the cookie consent with "Necessary only" (so its panel covers no
 * journey), unless `cookieConsent: 'undecided'` asks for a first visit.
 *
 * The service worker is blocked unless `serviceWorker: true`: on its first load a context would
 * otherwise install it and precache the whole build (421 files), which nearly every journey's
 * fresh context paid for and none but the offline, code-first and push journeys uses.
 */
export async function newPage(
  options: {
    width?: number;
    height?: number;
    cookieConsent?: 'necessary' | 'undecided';
    serviceWorker?: boolean;
  } = {},
): Promise<{
  context: BrowserContext;
  page: Page;
}> {
  if (!browser) throw new Error('call useBrowser() in the test file');
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    locale: 'da-DK',
    serviceWorkers: options.serviceWorker ? 'allow' : 'block',
  });
  if (options.cookieConsent !== 'undecided') {
    await context.addInitScript(() => {
      try {
        if (window.localStorage.getItem('cookieConsent') === null) {
          window.localStorage.setItem(
            'cookieConsent',
            JSON.stringify({ statistics: false, decided_at: '2026-01-01T00:00:00.000Z' }),
          );
        }
      } catch {
        // about:blank and other pages without storage
      }
    });
  }
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/**
 * axe-core run in the page itself, injected once per document: a check after an in-app
 * navigation finds axe already there. @axe-core/playwright parsed axe's 550 KB two or three
 * times per call (into the page, again into each frame, and into a blank page that merges the
 * frames' results): about 1 s of each call on this CPU, with 115 calls in the suite. The web app
 * renders no frames (an `<iframe>` would still be checked for its title), so axe stays in the
 * top document.
 */
async function runAxe(page: Page): Promise<axe.AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(() =>
    (window as unknown as { axe: typeof axe }).axe.run(document, {
      iframes: false,
      resultTypes: ['violations'],
    }),
  );
}

/**
 * Fails the test with the list of violations when axe finds any on the current page, once its
 * finite CSS animations and transitions (a popup fading in, a focused button's colour) have ended.
 */
export async function expectNoAxeViolations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await runAxe(page);
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary, `axe on ${page.url()}`).toEqual([]);
}

interface MailRow {
  id: number;
  channel: 'email' | 'sms' | 'push';
  recipient: string;
  subject: string;
  text: string;
  template: string;
  createdAt?: string;
}

/** The development mailbox (outbox) as JSON, newest first; only the messages to `to` when given. */
export async function readMailbox(to?: string): Promise<MailRow[]> {
  const query = to ? `?to=${encodeURIComponent(to)}&limit=200` : '';
  const res = await fetch(`${baseUrl()}/dev/mail.json${query}`);
  if (!res.ok) throw new Error(`mailbox answered ${res.status}`);
  const body = (await res.json()) as MailRow[] | { messages: MailRow[] };
  return Array.isArray(body) ? body : body.messages;
}

/** Waits for a message to a recipient and returns the first link in it that contains `pathPart`. */
export async function linkFromMail(recipient: string, pathPart: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const rows = await readMailbox(recipient);
    for (const row of rows) {
      if (row.recipient.toLowerCase() !== recipient.toLowerCase()) continue;
      const match = row.text.match(new RegExp(`https?://[^\\s"'<>]*${pathPart}[^\\s"'<>]*`));
      if (match) return match[0];
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail to ${recipient} with a link to ${pathPart}`);
}
