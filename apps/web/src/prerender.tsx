import { access, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { LOCALES, type Locale } from '@golfwallet/core/i18n/locales';
import {
  isPrerenderedPage,
  NOT_FOUND_PATH_MARK,
  PRERENDERED_PAGES,
  type PrerenderedPage,
  prerenderedFile,
} from '@golfwallet/core/web/pages';
import { PUBLIC_PAGE_LOADER } from '@golfwallet/core/web/public-page-loader';
import { renderToString } from 'react-dom/server';
import { SiteNavigationProvider } from './components/ui/site-link';
import { ensureSections, i18n } from './lib/i18n';
import { loadPublicPage, PUBLIC_PAGE_SECTIONS, PublicSite, publicPageTexts } from './public-site';

/**
 * The public pages as HTML, at build time (`vite build --ssr`, then prerender-pages.mjs): each page
 * in each language, for a country site and for any other host, in the built public.html (the
 * public pages' script and styles) with the page's <html lang>, <title> and #root filled in. The
 * server (apps/api/src/plugins/web-app.ts) sends them; public-main.tsx hydrates them.
 */

interface Rendered {
  title: string;
  html: string;
}

const PATHS: Record<PrerenderedPage, string> = {
  ...(Object.fromEntries(Object.entries(PRERENDERED_PAGES).map(([path, page]) => [page, path])) as Record<
    PrerenderedPage,
    string
  >),
  'not-found': NOT_FOUND_PATH_MARK,
};

/** A host of the language tables (any one will do: the links only ask whether it is a country site). */
const COUNTRY_HOST = 'www.golfwallet.dk';

export async function renderPublicPage(
  page: PrerenderedPage,
  locale: Locale,
  countrySite: boolean,
): Promise<Rendered> {
  await Promise.all(
    publicPageTexts(page, locale).map(([language, sections]) => ensureSections(language, sections)),
  );
  await i18n.changeLanguage(locale);
  const Page = await loadPublicPage(page);
  const markup = renderToString(
    <SiteNavigationProvider
      value={{ pathname: PATHS[page], hostname: countrySite ? COUNTRY_HOST : 'localhost' }}
    >
      <PublicSite Page={Page} />
    </SiteNavigationProvider>,
  );
  // React puts the page's <title> first; it belongs in <head>.
  const title = /^<title>(.*?)<\/title>/.exec(markup);
  return { title: title?.[1] ?? 'GolfWallet', html: title ? markup.slice(title[0].length) : markup };
}

/**
 * The built file of each named chunk, from Vite's manifest: the page language's first texts
 * (PUBLIC_PAGE_SECTIONS, each a chunk of its own: translation-files.ts) are preloaded with the page, so hydrating does not wait to
 * learn it needs them.
 */
async function namedChunkFiles(dist: string): Promise<Map<string, string>> {
  const manifest = JSON.parse(await readFile(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; name?: string }
  >;
  return new Map(
    Object.values(manifest).flatMap((chunk) => (chunk.name ? [[chunk.name, chunk.file] as const] : [])),
  );
}

const STYLESHEET = /<link rel="stylesheet"[^>]*\bhref="\/(assets\/[^"]+\.css)"[^>]*>/g;

/**
 * The template with its stylesheets (the site's global styles, about 5 KiB compressed) in
 * `<style>`, so that the page paints from the HTML alone, without a request for them first. The
 * Content-Security-Policy allows inline styles (plugins/content-security-policy.ts). The app
 * (index.html) keeps its link: it is cached, and its pages come from the service worker.
 */
async function withInlineStyles(template: string, dist: string): Promise<string> {
  const sheets = new Map<string, string>();
  for (const [, file] of template.matchAll(STYLESHEET)) {
    const css = await readFile(path.join(dist, file!), 'utf8');
    if (/<\/style/i.test(css)) throw new Error(`${file} cannot go into <style>: it holds </style`);
    sheets.set(file!, css.trim());
  }
  if (sheets.size === 0) throw new Error('public.html links no stylesheet to inline');
  // The link stays, disabled (not fetched): Vite's loader of lazy chunks looks for it among the
  // page's stylesheets before it adds one, so the FAQ's chunk does not load the same rules again.
  return template.replace(
    STYLESHEET,
    (_link, file: string) =>
      `<style>${sheets.get(file)}</style><link rel="stylesheet" href="/${file}" disabled>`,
  );
}

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
const REGISTER_SW = /<script id="vite-plugin-pwa:register-sw" src="[^"]*"><\/script>/;
/** The service worker that vite-plugin-pwa builds (registerSW.js registers it in the app). */
const SERVICE_WORKER = 'sw.js';

interface Template {
  /** public.html without its scripts and module preloads (the loader brings them). */
  html: string;
  entry: string;
  preloads: string[];
}

/**
 * The template's scripts taken out: the hydration script, its module preloads and the service
 * worker's registration start after the first paint, from PUBLIC_PAGE_LOADER (fill puts it in).
 */
async function withScriptsAfterPaint(template: string, dist: string): Promise<Template> {
  const entry = ENTRY.exec(template)?.[1];
  if (!entry) throw new Error('public.html has no module script');
  if (!REGISTER_SW.test(template)) throw new Error('public.html has no registerSW.js script');
  await access(path.join(dist, SERVICE_WORKER));
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map(([, href]) => href!);
  const html = template.replace(ENTRY, '').replace(MODULE_PRELOAD, '').replace(REGISTER_SW, '');
  return { html, entry, preloads };
}

const ATTRIBUTE_ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;' };
const attribute = (value: string) => value.replace(/[&"<]/g, (character) => ATTRIBUTE_ESCAPES[character]!);

/** The template with a rendered page in it, and the loader of its script. */
function fill(
  template: Template,
  page: PrerenderedPage,
  locale: Locale,
  rendered: Rendered,
  firstTexts: string[],
): string {
  const preload = [...template.preloads, ...firstTexts.map((file) => `/${file}`)].join(' ');
  const loader =
    `<script data-entry="${attribute(template.entry)}" data-preload="${attribute(preload)}"` +
    ` data-sw="/${SERVICE_WORKER}">${PUBLIC_PAGE_LOADER}</script>\n`;
  const filled = template.html
    .replace(/(<html\b[^>]*\blang=)"[^"]*"/i, `$1"${locale}"`)
    .replace('</head>', () => `${loader}</head>`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${rendered.title}</title>`)
    .replace(
      '<div id="root"><!--page--></div>',
      () => `<div id="root" data-page="${page}">${rendered.html}</div>`,
    );
  if (!filled.includes(`data-page="${page}"`))
    throw new Error('public.html has no <div id="root"><!--page--></div>');
  return filled;
}

/** Writes every public page in every language, for both kinds of host, into the built app in `dist`. */
export async function writePublicPages(dist: string): Promise<number> {
  const template = await withScriptsAfterPaint(
    await withInlineStyles(await readFile(path.join(dist, 'public.html'), 'utf8'), dist),
    dist,
  );
  const chunks = await namedChunkFiles(dist);
  const pages = Object.keys(PATHS).filter(isPrerenderedPage);
  let written = 0;
  for (const locale of LOCALES)
    for (const page of pages)
      for (const countrySite of [true, false]) {
        const file = path.join(dist, prerenderedFile(page, locale, countrySite));
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(
          file,
          fill(
            template,
            page,
            locale,
            await renderPublicPage(page, locale, countrySite),
            PUBLIC_PAGE_SECTIONS.flatMap((section) => chunks.get(`i18n-${locale}-${section}`) ?? []),
          ),
        );
        written += 1;
      }
  return written;
}
