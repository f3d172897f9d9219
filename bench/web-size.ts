import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { readRouteTable } from '../apps/web/test/route-table-text';
import { atMost, type BenchResult, type Figure, info, machine, REPO, round } from './lib/figures';

/**
 * What each web route loads first, gzipped (issue 5): index.html's scripts, module preloads and
 * stylesheets, the route's table (src/app/router-*.tsx) and lazy chunk(s) with everything they
 * import statically (from Vite's manifest), and the translation chunks the app fetches before that route first renders (Danish,
 * the default: the shells' first chunk, and the sections of the route's `texts(…)` loaders). The
 * prerendered public pages (issue 10: front page, FAQ, contact, terms, privacy) load public.html's
 * script instead, their page's own chunk and the texts src/public-site.tsx names. Targets (issue
 * 10): the landing page under 100 KiB of JavaScript, any route under 150 KiB.
 */

const WEB = path.join(REPO, 'apps/web');
const DIST = path.join(WEB, 'dist');
const LOCALE = 'da';

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The router's route tables (src/app/router-*.tsx): it loads the one of the visited path with the
 * page, so a route's first load includes its table's chunk.
 */
const ROUTE_TABLES = ['router-app', 'router-partner', 'router-site'];

function sectionsOf(source: string, name: string): string[] {
  const match = new RegExp(`${name} = \\[([^\\]]*)\\]`).exec(source);
  return match ? [...match[1]!.matchAll(/'([a-z]+)'/g)].map((m) => m[1]!) : [];
}

function closure(manifest: Manifest, keys: string[]): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const child of chunk.imports ?? []) visit(child);
  };
  for (const key of keys) visit(key);
  return { js, css };
}

/**
 * The prerendered public pages (packages/core/src/web/pages.ts PRERENDERED_PAGES) with the chunk
 * src/public-site.tsx loads for each beside public.html's (none: the page comes with it) and the
 * long texts it loads before hydrating.
 */
const PRERENDERED: Record<string, { module?: string; sections: string[] }> = {
  '/': { sections: ['pages'] },
  '/contact-us': { sections: ['pages'] },
  '/faq': { module: 'src/features/public-pages/components/public-faq-page.tsx', sections: ['pages'] },
  '/privacy-policy': {
    module: 'src/features/public-pages/components/legal-page.tsx',
    sections: ['pages', 'legal'],
  },
  '/terms-and-conditions': {
    module: 'src/features/public-pages/components/legal-page.tsx',
    sections: ['pages', 'legal'],
  },
};

const gzipped = (file: string) => gzipSync(readFileSync(path.join(DIST, file)), { level: 9 }).length;

export interface RouteLoad {
  path: string;
  js: Set<string>;
  css: Set<string>;
}

/** For every route of the router's tables, the JavaScript and CSS files of `dist` it loads first. */
export function routeLoads(dist: string = DIST): RouteLoad[] {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const htmlFiles = (name: string) => {
    const html = readFileSync(path.join(dist, name), 'utf8');
    const js = [
      ...html.matchAll(/<script[^>]*\ssrc="\/([^"]+)"/g),
      ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+)"/g),
    ].map((m) => m[1]!);
    const css = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]!);
    return { js, css };
  };

  const bundles = readFileSync(path.join(WEB, 'src/lib/i18n-bundles.ts'), 'utf8');
  const first = sectionsOf(bundles, 'FIRST_SECTIONS');
  // Each section's file is a chunk of its own (apps/web/translation-files.ts).
  const translationKey = (section: string) => {
    const group = `i18n-${LOCALE}-${section}`;
    const key = Object.keys(manifest).find((k) => manifest[k]!.name === group);
    if (!key) throw new Error(`no chunk ${group} in the manifest`);
    return key;
  };

  const routes = ROUTE_TABLES.flatMap((table) =>
    readRouteTable(path.join(WEB, `src/app/${table}.tsx`))
      // A catch-all has no route of its own to measure.
      .filter((route) => !route.path.endsWith('*'))
      .map((route) => ({
        ...route,
        table: `src/app/${table}.tsx`,
      })),
  );
  return routes.map((route) => {
    const prerendered = PRERENDERED[route.path];
    if (prerendered) {
      const keys = [
        'public.html',
        ...(prerendered.module ? [prerendered.module] : []),
        ...[...first, ...prerendered.sections].map(translationKey),
      ];
      const { js, css } = closure(manifest, keys);
      const html = htmlFiles('public.html');
      for (const file of html.js) js.add(file);
      for (const file of html.css) css.add(file);
      return { path: route.path, js, css };
    }
    // The shells' texts (src/main.tsx), then the route's own (its `texts(…)` loaders, src/app/router-*.tsx).
    const sections = [...new Set([...first, ...route.sections])];
    const keys = [
      'index.html',
      route.table,
      ...route.modules.map((module) => `src/app/routes/${module}.tsx`),
      ...sections.map(translationKey),
    ];
    const { js, css } = closure(manifest, keys);
    const html = htmlFiles('index.html');
    for (const file of html.js) js.add(file);
    for (const file of html.css) css.add(file);
    return { path: route.path, js, css };
  });
}

export async function benchWebSize(options: { quick: boolean; build: boolean }): Promise<BenchResult> {
  if (options.build || !existsSync(path.join(DIST, '.vite/manifest.json'))) {
    console.log('  building the web app (npm run build -w apps/web)…');
    const built = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: REPO, stdio: 'ignore' });
    if (built.status !== 0) throw new Error('npm run build -w apps/web failed');
  }
  const sizes: Record<string, { jsKiB: number; cssKiB: number; files: string[] }> = {};
  for (const { path: routePath, js, css } of routeLoads()) {
    const jsBytes = [...js].reduce((sum, file) => sum + gzipped(file), 0);
    const cssBytes = [...css].reduce((sum, file) => sum + gzipped(file), 0);
    sizes[routePath] = {
      jsKiB: round(jsBytes / 1024, 1),
      cssKiB: round(cssBytes / 1024, 1),
      files: [...js, ...css].sort(),
    };
  }

  const figures: Figure[] = [];
  const landing = sizes['/'];
  if (!landing) throw new Error('no landing route in the route tables');
  figures.push(atMost('landing (/): JavaScript, gzipped', landing.jsKiB, 'KiB', 100));
  figures.push(info('landing (/): CSS, gzipped', landing.cssKiB, 'KiB'));
  const heaviest = Object.entries(sizes).sort(
    (a, b) => b[1].jsKiB + b[1].cssKiB - (a[1].jsKiB + a[1].cssKiB),
  )[0]!;
  for (const [routePath, size] of Object.entries(sizes)) {
    figures.push(
      atMost(`${routePath}: JavaScript + CSS, gzipped`, round(size.jsKiB + size.cssKiB, 1), 'KiB', 150),
    );
  }
  figures.push(
    info(`heaviest route (${heaviest[0]}), gzipped`, round(heaviest[1].jsKiB + heaviest[1].cssKiB, 1), 'KiB'),
  );
  return {
    name: 'web-size',
    title: 'Web: what each route loads first, gzipped (level 9)',
    measuredAt: new Date().toISOString(),
    quick: options.quick,
    machine: machine(),
    figures,
    details: sizes,
  };
}
