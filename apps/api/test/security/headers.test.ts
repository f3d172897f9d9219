import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import {
  CODE_FIRST_LOADER_SOURCE,
  PUBLIC_PAGE_LOADER_SOURCE,
} from '../../src/plugins/content-security-policy';
import { openTestDatabase, testConfig } from '../helper';
import type { Database } from '../../src/db/client';

/**
 * Headers (issue 5): a strict Content-Security-Policy (no inline script), HSTS when served over
 * TLS (TRUST_PROXY), no server banner; and spectral finds no error in the OpenAPI document.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../../../..');
const run = promisify(execFile);

let database: Database;
let webDist: string;
beforeAll(async () => {
  database = await openTestDatabase();
  webDist = await mkdtemp(path.join(os.tmpdir(), 'gw-web-'));
  await writeFile(
    path.join(webDist, 'index.html'),
    '<!doctype html><div id="root"></div><script type="module" src="/assets/a.js"></script>',
  );
});
afterAll(async () => {
  await database.close();
  await rm(webDist, { recursive: true, force: true });
});

async function appWith(env: Record<string, string>) {
  const app = await buildApp({ config: testConfig(env), db: database.db, webDist });
  await app.ready();
  return app;
}

/** "script-src 'self'; object-src 'none'" → {script-src: ["'self'"], …}. */
function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

const URLS = ['/api/v1/health', '/api/v1/user', '/api/v1/nope', '/', '/vouchers', '/register'];

describe('response headers', () => {
  it('carry a strict CSP and no banner on API answers, errors and pages', async () => {
    const app = await appWith({});
    try {
      for (const url of URLS) {
        const res = await app.inject({ method: 'GET', url });
        const csp = directives(String(res.headers['content-security-policy'] ?? ''));
        const script = csp['script-src'] ?? csp['default-src'] ?? [];
        // Our origin, and two inline scripts by their hashes: the prerendered public pages' loader
        // and the app's code-first loader (issue 33).
        expect(script, url).toEqual(["'self'", PUBLIC_PAGE_LOADER_SOURCE, CODE_FIRST_LOADER_SOURCE]);
        expect(csp['default-src'], url).toEqual(["'self'"]);
        expect(csp['object-src'], url).toEqual(["'none'"]);
        expect(csp['frame-ancestors'], url).toEqual(["'none'"]);
        expect(csp['base-uri'], url).toEqual(["'self'"]);
        expect(res.headers.server, url).toBeUndefined();
        expect(res.headers['x-powered-by'], url).toBeUndefined();
        expect(res.headers['x-content-type-options'], url).toBe('nosniff');
        expect(res.headers['strict-transport-security'], url).toBeUndefined();
      }
    } finally {
      await app.close();
    }
  });

  it('add HSTS for a year, subdomains included, when served over TLS', async () => {
    const app = await appWith({ TRUST_PROXY: 'true' });
    try {
      for (const url of URLS) {
        const res = await app.inject({ method: 'GET', url, headers: { 'x-forwarded-proto': 'https' } });
        const hsts = String(res.headers['strict-transport-security'] ?? '');
        expect(Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0), url).toBeGreaterThanOrEqual(31_536_000);
        expect(hsts, url).toContain('includeSubDomains');
        expect(String(res.headers['content-security-policy']), url).toContain('upgrade-insecure-requests');
      }
    } finally {
      await app.close();
    }
  });

  const builtIndex = path.join(repo, 'apps/web/dist/index.html');
  it.runIf(existsSync(builtIndex))(
    'the built web app inlines no script but the code-first loader the CSP allows by its hash',
    async () => {
      const html = await readFile(builtIndex, 'utf8');
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
      expect(scripts.length).toBeGreaterThan(0);
      const inline = scripts.filter(([, attributes]) => !/\ssrc=/.test(attributes!));
      expect(inline.length).toBe(1);
      const hash = `'sha256-${createHash('sha256').update(inline[0]![2]!).digest('base64')}'`;
      expect(hash).toBe(CODE_FIRST_LOADER_SOURCE);
      for (const [, attributes, body] of scripts) {
        if (/\ssrc=/.test(attributes!)) expect(body!.trim()).toBe('');
      }
      expect(html).not.toMatch(/\son[a-z]+=/i);
    },
  );
});

const prerendered = path.join(repo, 'apps/web/dist/prerendered');
it.runIf(existsSync(prerendered))(
  'the prerendered pages inline no script but the loader the CSP allows by its hash',
  async () => {
    const pages = (await readdir(prerendered, { recursive: true })).filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) {
      const html = await readFile(path.join(prerendered, page), 'utf8');
      const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(
        ([, attributes]) => !/\ssrc=/.test(attributes!),
      );
      expect(inline.length, page).toBe(1);
      const hash = `'sha256-${createHash('sha256').update(inline[0]![2]!).digest('base64')}'`;
      expect(hash, page).toBe(PUBLIC_PAGE_LOADER_SOURCE);
      expect(html, page).not.toMatch(/\son[a-z]+=/i);
    }
  },
);

describe('the OpenAPI document', () => {
  it('passes spectral’s OpenAPI rules without an error', { timeout: 60_000 }, async () => {
    const app = await appWith({});
    const folder = await mkdtemp(path.join(os.tmpdir(), 'gw-openapi-'));
    try {
      const doc = (await app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
      const file = path.join(folder, 'openapi.json');
      await writeFile(file, JSON.stringify(doc, null, 2));
      const spectral = path.join(repo, 'node_modules/.bin/spectral');
      const args = ['lint', file, '--ruleset', path.join(here, 'spectral.yaml'), '-f', 'json', '--quiet'];
      // spectral exits non-zero when it finds an error; the JSON on stdout is what counts.
      const { stdout } = await run(spectral, args, { maxBuffer: 32 * 1024 * 1024 }).catch(
        (error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }),
      );
      const results = JSON.parse(stdout || '[]') as { code: string; message: string; severity: number }[];
      const errors = results.filter((r) => r.severity === 0).map((r) => `${r.code}: ${r.message}`);
      expect(errors).toEqual([]);
    } finally {
      await app.close();
      await rm(folder, { recursive: true, force: true });
    }
  });
});
