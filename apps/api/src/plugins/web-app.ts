import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { localeOfCookieHeader } from '@golfwallet/core/i18n/language-cookie';
import { localeHostsWith, localeOfHost } from '@golfwallet/core/i18n/locale-hosts';
import { isLocale, LOCALES, type Locale } from '@golfwallet/core/i18n/locales';
import {
  isWebPage,
  NOT_FOUND_PATH_MARK,
  type PrerenderedPage,
  prerenderedFile,
  prerenderedPageAt,
} from '@golfwallet/core/web/pages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Deps } from '../deps';
import { SHARED_WEB_PATHS } from '@golfwallet/core/web/paths';

/** index.html in each language: only `<html lang>` differs. */
function pagesByLocale(html: string): Record<Locale, string> {
  return Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      /<html\b[^>]*\blang=/i.test(html)
        ? html.replace(/(<html\b[^>]*\blang=)"[^"]*"/i, `$1"${locale}"`)
        : html.replace(/<html\b/i, `<html lang="${locale}"`),
    ]),
  ) as Record<Locale, string>;
}

/**
 * A page of a test environment (TEST_ENVIRONMENT=true) carries `<html data-test-environment>`: the
 * web shows its "test environment" banner from it (components/ui/test-environment-banner.tsx).
 */
function markTestEnvironment(html: string): string {
  return html.replace(/<html\b/i, '<html data-test-environment');
}

/** The prerendered public pages (apps/web/src/prerender.tsx) that the build wrote, read once. */
function prerenderedPages(root: string, mark: (html: string) => string) {
  const cache = new Map<string, string | null>();
  return (page: PrerenderedPage, locale: Locale, countrySite: boolean): string | null => {
    const file = path.join(root, prerenderedFile(page, locale, countrySite));
    let html = cache.get(file);
    if (html === undefined) {
      html = existsSync(file) ? mark(readFileSync(file, 'utf8')) : null;
      cache.set(file, html);
    }
    return html;
  };
}

/**
 * A page compressed as the browser accepts it (brotli, else gzip), or as it is. The prerendered
 * pages are compressed once (`cache`: by page); the not-found page, with the path in it, each time.
 */
function encoded(
  html: string,
  acceptEncoding: string | undefined,
  cache?: Map<string, Buffer>,
): { body: Buffer | string; encoding?: string } {
  const accepts = (name: string) => new RegExp(`\\b${name}\\b`).test(acceptEncoding ?? '');
  const encoding = accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : undefined;
  if (!encoding) return { body: html };
  const key = `${encoding}:${html}`;
  let body = cache?.get(key);
  if (!body) {
    body = encoding === 'br' ? brotliCompressSync(html) : gzipSync(html);
    cache?.set(key, body);
  }
  return { body, encoding };
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** The not-found page's ?lang= links, on the path asked for (the build cannot know it). */
function onPath(html: string, url: string): string {
  const escaped = url.replace(/[&<>"]/g, (character) => HTML_ESCAPES[character] ?? character);
  return html.replaceAll(`href="${NOT_FOUND_PATH_MARK}?`, `href="${escaped}?`);
}

/**
 * The page's language as the app will choose it (apps/web/src/lib/i18n.ts): ?lang=, else the one
 * the visitor chose (the language cookie), else the host's (spec §1), else Danish.
 */
function pageLocale(request: FastifyRequest, hosts: Record<string, Locale>): Locale {
  const lang = (request.query as Record<string, unknown> | undefined)?.lang;
  if (isLocale(lang)) return lang;
  return localeOfCookieHeader(request.headers.cookie) ?? localeOfHost(request.host, hosts);
}

/**
 * Serves the built web app. Hashed assets are cached for a year; a missing file answers 404. Every
 * other GET that is not an API call gets HTML in the visitor's language (pageLocale): the
 * public pages (front page, FAQ, contact, terms, privacy) prerendered in that language, any path
 * that is not a page (packages/core/src/web/pages.ts) the prerendered not-found page with 404, and
 * the app's other pages index.html with that `<html lang>`.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string, deps: Deps) {
  const root = path.resolve(distDir);
  if (!existsSync(path.join(root, 'index.html'))) {
    app.log.warn({ root }, 'web app is not built; run npm run build');
    return;
  }
  const mark = deps.config.TEST_ENVIRONMENT ? markTestEnvironment : (html: string) => html;
  const pages = pagesByLocale(mark(readFileSync(path.join(root, 'index.html'), 'utf8')));
  const prerendered = prerenderedPages(root, mark);
  const compressed = new Map<string, Buffer>();
  const hosts = localeHostsWith(deps.config.VITE_LOCALE_HOSTS);
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each text asset (apps/web/precompress.ts).
    preCompressed: true,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      } else {
        res.header('cache-control', 'no-cache');
      }
    },
  });
  app.get(SHARED_WEB_PATHS.drivingRange, { schema: { hide: true } }, async (_request, reply) =>
    reply.redirect(deps.config.DRIVING_RANGE_URL),
  );
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (url.startsWith('/api/')) return reply.callNotFound();
    const file = path.join(root, path.normalize(url));
    const extension = path.extname(file);
    if (file.startsWith(root) && extension && existsSync(file)) {
      return reply.sendFile(path.relative(root, file));
    }
    // A missing file (an image, a script) is a 404, not the app's HTML under a wrong type.
    if (extension && extension !== '.html') return reply.callNotFound();
    const locale = pageLocale(request, hosts);
    const known = isWebPage(url);
    const page = known ? prerenderedPageAt(url) : 'not-found';
    const countrySite = request.hostname.toLowerCase() in hosts;
    const html = page ? prerendered(page, locale, countrySite) : null;
    reply
      .status(known ? 200 : 404)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'host, cookie, accept-encoding');
    if (html === null) return reply.send(pages[locale]);
    const { body, encoding } =
      page === 'not-found'
        ? encoded(onPath(html, url), request.headers['accept-encoding'])
        : encoded(html, request.headers['accept-encoding'], compressed);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(body);
  });
}
