import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testConfig } from '../../test/helper';
import { buildApp } from '../app';
import { COUNTRIES } from '../db/seed/countries';
import type { Database } from '../db/client';

/** The built web app as the API serves it: pages, precompressed assets, missing files. */

const SCRIPT = `console.log(${JSON.stringify('GolfWallet '.repeat(200))});`;
const INDEX =
  '<!doctype html><html lang="da"><div id="root"></div><script type="module" src="/assets/app.js"></script>';

let database: Database;
let webDist: string;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  webDist = await mkdtemp(path.join(os.tmpdir(), 'gw-web-app-'));
  await mkdir(path.join(webDist, 'assets'));
  await mkdir(path.join(webDist, 'flags'));
  await writeFile(path.join(webDist, 'index.html'), INDEX);
  await writeFile(path.join(webDist, 'assets', 'app.js'), SCRIPT);
  await writeFile(path.join(webDist, 'assets', 'app.js.br'), brotliCompressSync(SCRIPT));
  await writeFile(path.join(webDist, 'assets', 'app.js.gz'), gzipSync(SCRIPT));
  await writeFile(path.join(webDist, 'flags', 'dk.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = await buildApp({
    config: testConfig({ DRIVING_RANGE_URL: 'https://range.example/' }),
    db: database.db,
    webDist,
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('the web app', () => {
  it('answers every app page with index.html, never cached, and any other path with it and 404', async () => {
    for (const url of ['/', '/vouchers', '/register/union?data=%7B%7D', '/app/vouchers/12', '/FAQ/']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toBe(INDEX);
    }
    for (const url of ['/no-such-page', '/vouchers/12/edit', '/app/nothing', '/partner/none?x=1']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      // The app itself: its router shows the not-found page in the visitor's language.
      expect(res.body, url).toBe(INDEX);
    }
  });

  it('gives index.html the language of the host (spec §1) or of ?lang=, Danish elsewhere', async () => {
    const lang = async (host: string, url = '/') => {
      const res = await app.inject({ method: 'GET', url, headers: { host } });
      return /<html lang="([a-z]+)"/.exec(res.body)?.[1];
    };
    expect(await lang('www.golfwallet.se')).toBe('sv');
    expect(await lang('golfwallet.no:443')).toBe('no');
    expect(await lang('www.golfwallet.com', '/faq')).toBe('en');
    expect(await lang('club.golfwallet.com', '/no-such-page')).toBe('en');
    expect(await lang('golfwallet.de')).toBe('de');
    expect(await lang('www.golfwallet.dk')).toBe('da');
    expect(await lang('localhost:3000')).toBe('da');
    expect(await lang('localhost:3000', '/?lang=fi')).toBe('fi');
    expect(await lang('localhost:3000', '/?lang=xx')).toBe('da');
  });

  it('sends the brotli or gzip copy of an asset to a browser that takes it, the plain file otherwise', async () => {
    const br = await app.inject({
      method: 'GET',
      url: '/assets/app.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await app.inject({
      method: 'GET',
      url: '/assets/app.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await app.inject({
      method: 'GET',
      url: '/assets/app.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('serves the country flags the API links to, and answers 404 for a file that is not there', async () => {
    const flag = await app.inject({ method: 'GET', url: '/flags/dk.svg' });
    expect(flag.statusCode).toBe(200);
    expect(flag.headers['content-type']).toMatch(/^image\/svg\+xml/);
    for (const url of ['/flags/xx.svg', '/assets/missing.js', '/icons/nothing.png']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).not.toMatch(/^text\/html/);
    }
  });

  it('has a flag image in the web app for every country GET /countries lists', () => {
    const publicDir = path.resolve(import.meta.dirname, '../../../web/public');
    for (const country of COUNTRIES) {
      expect(
        existsSync(path.join(publicDir, 'flags', `${country.code.toLowerCase()}.svg`)),
        country.code,
      ).toBe(true);
    }
  });

  it('sends /driving-range on to the configured site', async () => {
    const res = await app.inject({ method: 'GET', url: '/driving-range' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://range.example/');
  });
});

describe('a test environment (TEST_ENVIRONMENT=true)', () => {
  it('marks every page with <html data-test-environment>, which the web shows as a banner', async () => {
    const testApp = await buildApp({
      config: testConfig({ TEST_ENVIRONMENT: 'true', PUBLIC_URL: 'https://test.golfwallet.example' }),
      db: database.db,
      webDist,
    });
    try {
      for (const url of ['/vouchers', '/partner/staff', '/no-such-page']) {
        const res = await testApp.inject({ method: 'GET', url });
        expect(res.body, url).toMatch(/^<!doctype html><html data-test-environment lang="da">/);
      }
    } finally {
      await testApp.close();
    }
    // Without the switch (the suite's app): no mark.
    expect((await app.inject({ method: 'GET', url: '/vouchers' })).body).not.toContain(
      'data-test-environment',
    );
  });
});
