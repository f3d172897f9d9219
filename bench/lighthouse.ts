import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { BENCH_EMAIL } from '../apps/api/src/db/seed/synthetic';
import { DEMO_PASSWORD } from '../apps/api/src/db/seed/demo';
import { atLeast, atMost, type BenchResult, type Figure, machine, round } from './lib/figures';
import { startServer } from './lib/server';
import { formatWhereTheTimeGoes, whereTheTimeGoes } from './lib/lighthouse-breakdown';

/**
 * Lighthouse 12 (mobile defaults: emulated phone, simulated slow 4G and CPU) driving Debian's
 * Chromium, on the landing page, /register, /faq and /vouchers signed in as the bench golfer, against
 * the production server on the bench database. Each page gets a browser of its own (a fresh
 * profile, so no service worker or cache from an earlier page). Signed in: the session id is put
 * in localStorage (userToken) over the DevTools protocol before the run, and Lighthouse is told
 * not to clear storage.
 */

export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

interface Browser {
  port: number;
  close(): Promise<void>;
}

async function launchChromium(): Promise<Browser> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'gw-lighthouse-'));
  const child = spawn(
    CHROMIUM,
    [...FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  const killGroup = () => {
    try {
      process.kill(-child.pid!, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
  };
  process.once('exit', killGroup);
  child.once('exit', () => process.off('exit', killGroup));
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`Chromium did not start: ${output.slice(-500)}`)),
      30_000,
    );
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited with ${code}: ${output.slice(-500)}`));
    });
  });
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => {
          try {
            rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
          } catch {
            // A helper still writing its last file: the temporary folder is left to the system.
          }
          resolve();
        });
        killGroup();
      }),
  };
}

/** Stores the session id where the web app looks for it, on the site's origin, without loading the app. */
async function signIn(port: number, baseUrl: string, sessionId: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0]!;
    const page = await context.newPage();
    await page.goto(`${baseUrl}/api/v1/health`);
    await page.evaluate((token) => window.localStorage.setItem('userToken', token), sessionId);
    await page.close();
  } finally {
    await browser.close();
  }
}

const PAGES = [
  { name: 'landing (/)', path: '/', signedIn: false },
  { name: '/register', path: '/register', signedIn: false },
  { name: '/faq', path: '/faq', signedIn: false },
  { name: '/vouchers (signed in)', path: '/vouchers', signedIn: true },
] as const;

export async function benchLighthouse(options: {
  databaseUrl: string;
  quick: boolean;
  /** Only the pages whose names contain one of these words (case-insensitive). */
  pages?: string[];
}): Promise<BenchResult> {
  const server = await startServer(options.databaseUrl);
  const figures: Figure[] = [];
  const details: Record<string, unknown> = {};
  const notes: string[] = [];
  try {
    const login = await fetch(`${server.url}/api/v1/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: BENCH_EMAIL, password: DEMO_PASSWORD }),
    });
    if (!login.ok) throw new Error(`login failed: ${login.status}`);
    const { session_id: sessionId } = (await login.json()) as { session_id: string };

    const pages = PAGES.filter(
      (page) =>
        !options.pages || options.pages.some((word) => page.name.toLowerCase().includes(word.toLowerCase())),
    );
    for (const page of pages) {
      process.stdout.write(`  lighthouse ${page.name}… `);
      const browser = await launchChromium();
      try {
        if (page.signedIn) await signIn(browser.port, server.url, sessionId);
        const run = await lighthouse(`${server.url}${page.path}`, {
          port: browser.port,
          output: 'json',
          logLevel: 'error',
          disableStorageReset: page.signedIn,
        });
        const lhr = run?.lhr;
        if (!lhr) throw new Error(`no Lighthouse result for ${page.path}`);
        if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        const finalUrl = lhr.finalDisplayedUrl;
        if (page.signedIn && !finalUrl.endsWith('/vouchers'))
          throw new Error(`signed-in run ended on ${finalUrl}`);
        console.log(`performance ${score('performance')}`);
        const pageFigures = [
          atLeast(`${page.name}: performance`, score('performance'), '', 97, '≥ 97'),
          atLeast(`${page.name}: accessibility`, score('accessibility'), '', 100, '= 100'),
          atLeast(`${page.name}: best practices`, score('best-practices'), '', 95, '≥ 95'),
          atMost(`${page.name}: LCP`, round(audit('largest-contentful-paint') / 1000, 2), 's', 2.0),
          atMost(`${page.name}: TBT`, Math.round(audit('total-blocking-time')), 'ms', 150),
          atMost(`${page.name}: CLS`, round(audit('cumulative-layout-shift'), 3), '', 0, '= 0'),
        ];
        figures.push(...pageFigures);
        const missed = pageFigures.filter((figure) => figure.pass === false);
        const where = missed.length ? whereTheTimeGoes(lhr) : undefined;
        if (where) {
          if (!notes.length)
            notes.push(
              "Where the time goes on each page with a missed target (Lighthouse's simulated mobile CPU):",
            );
          notes.push(
            ...formatWhereTheTimeGoes(
              `${page.name} (missed: ${missed.map((figure) => figure.name.slice(page.name.length + 2)).join(', ')})`,
              where,
            ),
          );
        }
        const failing = Object.values(lhr.audits)
          .filter(
            (a) =>
              a.score !== null &&
              a.score < 1 &&
              a.scoreDisplayMode !== 'informative' &&
              a.scoreDisplayMode !== 'notApplicable',
          )
          .map((a) => `${a.id}: ${a.displayValue ?? a.title}`);
        details[page.path] = {
          finalUrl,
          scores: Object.fromEntries(Object.keys(lhr.categories).map((id) => [id, score(id)])),
          fcpMs: Math.round(audit('first-contentful-paint')),
          lcpMs: Math.round(audit('largest-contentful-paint')),
          tbtMs: Math.round(audit('total-blocking-time')),
          cls: audit('cumulative-layout-shift'),
          speedIndexMs: Math.round(audit('speed-index')),
          belowFullMarks: failing,
          ...(where ? { whereTheTimeGoes: where } : {}),
        };
      } finally {
        await browser.close();
      }
    }
  } finally {
    await server.stop();
  }
  return {
    name: 'lighthouse',
    title: 'Lighthouse 12 (mobile defaults, Debian Chromium, production server)',
    measuredAt: new Date().toISOString(),
    quick: options.quick,
    machine: machine(),
    figures,
    notes,
    details,
  };
}
