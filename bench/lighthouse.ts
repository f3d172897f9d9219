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
import { shortUrl } from './lib/trace-breakdown';

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

/** The parts of an audit's details read here (a table, or a list of tables). */
interface Details {
  type?: string;
  items?: Record<string, unknown>[];
}

/** Where a page's time goes, from its Lighthouse result (its simulated mobile CPU): kept and printed on a miss. */
interface WhereTheTimeGoes {
  /** mainthread-work-breakdown: ms of each kind of main-thread work, largest first. */
  mainThread: { kind: string; ms: number }[];
  /** bootup-time: the scripts that took the main thread longest. */
  scripts: { url: string; totalMs: number; evaluationMs: number; parseCompileMs: number }[];
  /** long-tasks: the longest main-thread tasks. */
  longTasks: { url: string; startMs: number; ms: number }[];
  /** largest-contentful-paint-element: the element and the LCP's phases. */
  lcpElement?: string;
  lcpPhases: { phase: string; ms: number; percent: string }[];
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function whereTheTimeGoes(lhr: Lhr): WhereTheTimeGoes {
  const items = (id: string) =>
    ((lhr.audits[id]?.details as Details | undefined)?.items ?? []) as Record<string, unknown>[];
  const num = (value: unknown) => (typeof value === 'number' ? Math.round(value) : 0);
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const [elementTable, phaseTable] = items('largest-contentful-paint-element') as Details[];
  const node = elementTable?.items?.[0]?.node as { snippet?: string; selector?: string } | undefined;
  return {
    mainThread: items('mainthread-work-breakdown')
      .map((item) => ({ kind: text(item.groupLabel) || text(item.group), ms: num(item.duration) }))
      .sort((a, b) => b.ms - a.ms),
    scripts: items('bootup-time')
      .slice(0, 5)
      .map((item) => ({
        url: text(item.url),
        totalMs: num(item.total),
        evaluationMs: num(item.scripting),
        parseCompileMs: num(item.scriptParseCompile),
      })),
    longTasks: items('long-tasks')
      .slice(0, 3)
      .map((item) => ({ url: text(item.url), startMs: num(item.startTime), ms: num(item.duration) })),
    ...(node ? { lcpElement: `${node.snippet ?? ''}${node.selector ? ` (${node.selector})` : ''}` } : {}),
    lcpPhases: (phaseTable?.items ?? []).map((item) => ({
      phase: text(item.phase),
      ms: num(item.timing),
      percent: text(item.percent),
    })),
  };
}

function printWhere(page: string, where: WhereTheTimeGoes): string[] {
  const ms = (value: number) => (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value} ms`);
  const total = where.mainThread.reduce((sum, item) => sum + item.ms, 0);
  const lines = [
    `  ${page}:`,
    `    main thread ${ms(total)}: ${where.mainThread.map((item) => `${item.kind} ${ms(item.ms)}`).join(', ')}`,
  ];
  if (where.scripts.length)
    lines.push(
      `    scripts: ${where.scripts
        .map(
          (item) =>
            `${shortUrl(item.url)} ${ms(item.totalMs)} (evaluation ${ms(item.evaluationMs)}, parse/compile ${ms(item.parseCompileMs)})`,
        )
        .join('; ')}`,
    );
  if (where.longTasks.length)
    lines.push(
      `    longest tasks: ${where.longTasks.map((task) => `${ms(task.ms)} at ${ms(task.startMs)} (${shortUrl(task.url)})`).join('; ')}`,
    );
  if (where.lcpElement) lines.push(`    LCP element: ${where.lcpElement}`);
  if (where.lcpPhases.length)
    lines.push(
      `    LCP phases: ${where.lcpPhases.map((phase) => `${phase.phase} ${ms(phase.ms)} (${phase.percent})`).join(', ')}`,
    );
  return lines;
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
            ...printWhere(
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
