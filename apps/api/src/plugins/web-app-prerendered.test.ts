import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { LOCALES } from '@golfwallet/core/i18n/locales';
import { translate } from '@golfwallet/core/i18n/translate';
import {
  NOT_FOUND_PATH_MARK,
  PRERENDERED_PAGES,
  type PrerenderedPage,
  prerenderedFile,
} from '@golfwallet/core/web/pages';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testConfig } from '../../test/helper';
import { buildApp } from '../app';
import type { Database } from '../db/client';

/**
 * The prerendered public pages (apps/web/src/prerender.tsx) as the server picks them: by path,
 * by the host's language (or ?lang=) and by kind of host; unknown paths get the not-found page
 * with 404. Each stand-in page says which file it is and carries its title in its language.
 */

const INDEX = '<!doctype html><html lang="da"><div id="root"></div>';
const PAGES: PrerenderedPage[] = [...Object.values(PRERENDERED_PAGES), 'not-found'];

function standIn(page: PrerenderedPage, locale: string, countrySite: boolean): string {
  const title = translate(locale === 'da' ? 'da' : 'en', 'pages.notFound.title');
  const body =
    page === 'not-found'
      ? `<h1>${title}</h1><a href="${NOT_FOUND_PATH_MARK}?lang=en">English</a>`
      : `<h1>${page}</h1>`;
  return `<!doctype html><html lang="${locale}"><div id="root" data-page="${page}" data-site="${countrySite}">${body}</div>`;
}

let database: Database;
let webDist: string;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  webDist = await mkdtemp(path.join(os.tmpdir(), 'gw-web-prerendered-'));
  await writeFile(path.join(webDist, 'index.html'), INDEX);
  for (const locale of LOCALES)
    for (const page of PAGES)
      for (const countrySite of [true, false]) {
        const file = path.join(webDist, prerenderedFile(page, locale, countrySite));
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, standIn(page, locale, countrySite));
      }
  app = await buildApp({ config: testConfig(), db: database.db, webDist });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await rm(webDist, { recursive: true, force: true });
});

const get = (url: string, host = 'localhost:3000') => app.inject({ method: 'GET', url, headers: { host } });

describe('the prerendered public pages', () => {
  it('answers each public page with its HTML in the language of the host, for that kind of host', async () => {
    for (const [url, page] of Object.entries(PRERENDERED_PAGES)) {
      const swedish = await get(url, 'www.golfwallet.se');
      expect(swedish.statusCode, url).toBe(200);
      expect(swedish.headers['content-type'], url).toMatch(/^text\/html/);
      expect(swedish.headers['cache-control'], url).toBe('no-cache');
      expect(swedish.body, url).toBe(standIn(page, 'sv', true));
      expect((await get(url, 'golfwallet.com:443')).body, url).toBe(standIn(page, 'en', true));
      const compressed = await app.inject({
        method: 'GET',
        url,
        headers: { host: 'www.golfwallet.se', 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(compressed.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(compressed.rawPayload).toString(), url).toBe(standIn(page, 'sv', true));
      // Not a country site (localhost, a test server): the page whose language links use ?lang=.
      expect((await get(url)).body, url).toBe(standIn(page, 'da', false));
      expect((await get(`${url}?lang=fi`)).body, url).toBe(standIn(page, 'fi', false));
    }
  });

  it('answers in the language the visitor chose (the language cookie), where ?lang= still wins', async () => {
    const withCookie = (url: string, cookie: string, host = 'www.golfwallet.se') =>
      app.inject({ method: 'GET', url, headers: { host, cookie } });
    for (const [url, page] of Object.entries(PRERENDERED_PAGES)) {
      const chosen = await withCookie(url, 'other=1; lang=en');
      expect(chosen.body, url).toBe(standIn(page, 'en', true));
      expect(chosen.headers.vary, url).toMatch(/\bcookie\b/);
      expect((await withCookie(`${url}?lang=de`, 'lang=en')).body, url).toBe(standIn(page, 'de', true));
      // A cookie that names no language of ours is the host's language.
      expect((await withCookie(url, 'lang=xx')).body, url).toBe(standIn(page, 'sv', true));
    }
    const appPage = await withCookie('/vouchers', 'lang=no', 'localhost:3000');
    expect(appPage.body).toContain('<html lang="no"');
  });

  it('answers a path that is no page with the not-found page, status 404, its links on that path', async () => {
    const danish = await get('/no/such/page', 'www.golfwallet.dk');
    expect(danish.statusCode).toBe(404);
    expect(danish.body).toContain('<html lang="da"');
    expect(danish.body).toContain(`<h1>${translate('da', 'pages.notFound.title')}</h1>`);
    expect(danish.body).toContain('href="/no/such/page?lang=en"');
    const gzipped = await app.inject({
      method: 'GET',
      url: '/no/such/page',
      headers: { host: 'www.golfwallet.dk', 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(danish.body);

    const english = await get('/nothing?x=1', 'golfwallet.com');
    expect(english.statusCode).toBe(404);
    expect(english.body).toContain('<html lang="en"');
    expect(english.body).toContain(`<h1>${translate('en', 'pages.notFound.title')}</h1>`);
  });

  it("answers the app's other pages, and a public page's path written otherwise, with the app", async () => {
    for (const url of ['/vouchers', '/register', '/app/vouchers/3', '/faq/', '/FAQ']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX);
    }
  });
});
