import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readRouteTable } from '../../test/route-table-text';
import { FIRST_SECTIONS, WEB_SECTIONS } from '../lib/i18n-bundles';

/**
 * Each route's translation sections (its `texts(…)` loaders in the route tables, router-*.tsx, its layouts' included,
 * and the shells' FIRST_SECTIONS) cover every section whose keys its modules use, so no page shows
 * an untranslated key. The keys are read from the source: a quoted string or template starting
 * with a section's name and a dot ("vouchers.title", `legal.${kind}`), comments left out.
 */

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CORE = path.resolve(SRC, '../../../packages/core/src');
const KEY = new RegExp(`['"\`](${WEB_SECTIONS.join('|')})\\.[a-zA-Z$]`, 'g');
/**
 * Core modules whose key-like strings are not texts a page shows: the error codes' keys (the
 * server's message arrives in the page language; the key is only its fallback), the key types,
 * the translator and a host name ("range.golfwallet.com").
 */
const NOT_SHOWN =
  /packages\/core\/src\/(errors\/codes|i18n\/(keys|key-shape|translator|translate|locale-hosts))\.ts$/;
/**
 * A contract module (`defineContract(…)`) reaches the browser as method, path and auth only
 * (contracts-for-browser.ts): its contract's schemas and what they import are not there. What a
 * page imports of it by name (a field's schema for a form) is: `namesFrom` holds those names.
 */
const isContract = (file: string, source: string) =>
  /packages\/core\/src\/contracts\//.test(file.replace(/\\/g, '/')) && source.includes('defineContract(');
/** Modules whose lazily loaded parts load their own texts: the router and its tables, and the login popup's slot. */
const OWN_LAZY_TEXTS = /src\/app\/(router(-app|-partner|-site|-shop)?|shell\/login-popup-slot)\.tsx$/;

function resolve(specifier: string, from: string): string | undefined {
  let base: string;
  if (specifier.startsWith('.')) base = path.resolve(path.dirname(from), specifier);
  else if (specifier.startsWith('@golfwallet/core/')) base = path.join(CORE, specifier.slice(17));
  else return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find(
    (file) => /\.tsx?$/.test(file) && existsSync(file),
  );
}

const namesFrom = new Map<string, Set<string>>();

/** Records the names a module imports from a contract module. */
function noteContractNames(source: string, specifier: string, contract: string) {
  const escaped = specifier.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const list = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*'${escaped}'`).exec(source)?.[1] ?? '';
  const names = namesFrom.get(contract) ?? new Set<string>();
  for (const name of list.split(',')) {
    const imported = name.trim().split(/\s+as\s+/)[0];
    if (imported && !imported.startsWith('type ')) names.add(imported);
  }
  namesFrom.set(contract, names);
}

/** The top-level `export const|function NAME …` declarations of a contract module that pages import, but the contracts. */
function importedDeclarations(file: string, source: string): string {
  const names = namesFrom.get(file) ?? new Set<string>();
  return source
    .split(/^(?=export |const |function )/m)
    .filter((part) => !part.includes('defineContract('))
    .filter((part) => [...names].some((name) => new RegExp(`^export (const|function) ${name}\\b`).test(part)))
    .join('\n');
}

/** The modules `file` loads, itself included (dynamic imports too, but for OWN_LAZY_TEXTS'). */
function closure(file: string, dynamic = true): Set<string> {
  const seen = new Set<string>();
  const stack = [file];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    if (seen.has(next)) continue;
    seen.add(next);
    const source = readFileSync(next, 'utf8');
    if (isContract(next, source)) continue;
    // Type-only imports are erased: they bring no texts.
    const values = source.replace(/(?:import|export)\s+type\s[^;]*?from\s*'[^']+';?/g, '');
    const specifiers = [...values.matchAll(/(?:from|import)\s*'([^']+)'/g)].map((m) => m[1]!);
    if (dynamic && !OWN_LAZY_TEXTS.test(next)) {
      specifiers.push(...[...source.matchAll(/import\(\s*'([^']+)'\s*\)/g)].map((m) => m[1]!));
    }
    for (const specifier of specifiers) {
      const resolved = resolve(specifier, next);
      // The translation files themselves are loaded by section, not imported.
      if (!resolved || /\/i18n\/[a-z]{2}\//.test(resolved)) continue;
      if (resolved.includes('/contracts/')) noteContractNames(values, specifier, resolved);
      stack.push(resolved);
    }
  }
  return seen;
}

/**
 * The sections a module waits for itself (`useSections(locale, ['federation'])`, showing its texts
 * once the status is 'ready'), as a part of a page that loads after it: its own keys of them need
 * not be in the route's `texts(…)`.
 */
function sectionsLoadedBy(code: string): Set<string> {
  const lists = [...code.matchAll(/useSections\([^,()]+(?:\(\))?,\s*\[([^\]]*)\]\)/g)].map((m) => m[1]!);
  return new Set(lists.flatMap((list) => [...list.matchAll(/'([a-z]+)'/g)].map((m) => m[1]!)));
}

function sectionsUsed(files: Iterable<string>): Set<string> {
  const used = new Set<string>();
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    if (NOT_SHOWN.test(file.replace(/\\/g, '/'))) continue;
    const shown = isContract(file, source) ? importedDeclarations(file, source) : source;
    const code = shown.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
    const own = sectionsLoadedBy(code);
    for (const match of code.matchAll(KEY)) if (!own.has(match[1]!)) used.add(match[1]!);
  }
  return used;
}

interface RouteTexts {
  modules: string[];
  sections: Set<string>;
}

/** The route tables' pages (routes with a module and no children), each with its own and its layouts' modules and `texts(…)`. */
function routeTexts(): RouteTexts[] {
  return TABLES.flatMap((table) =>
    readRouteTable(table).map((route) => ({ modules: route.modules, sections: new Set(route.sections) })),
  );
}

/** The router's tables (app/router.tsx loads the visited path's one with the page). */
const TABLES = ['app', 'partner', 'site'].map((name) => path.join(SRC, `app/router-${name}.tsx`));
const entry = closure(path.join(SRC, 'main.tsx'), false);
const missing = (used: Set<string>, loaded: Iterable<string>) => {
  const have = new Set([...FIRST_SECTIONS, ...loaded]);
  return [...used].filter((section) => !have.has(section)).sort();
};

describe('translation sections a route loads before it renders', () => {
  it('the shells need only the first sections', () => {
    expect(missing(sectionsUsed(entry), [])).toEqual([]);
  });

  it.each(TABLES.map((table) => [path.basename(table), table]))(
    'the route table %s and what it imports need only the first sections',
    (_, table) => {
      expect(missing(sectionsUsed(closure(table, false)), [])).toEqual([]);
    },
  );

  it('the login popup loads the sections it uses', async () => {
    const slot = readFileSync(path.join(SRC, 'app/shell/login-popup-slot.tsx'), 'utf8');
    const loaded = [...(/LOGIN_SECTIONS = \[([^\]]*)\]/.exec(slot)?.[1] ?? '').matchAll(/'([a-z]+)'/g)].map(
      (m) => m[1]!,
    );
    const popup = closure(path.join(SRC, 'features/auth/components/login-popup.tsx'));
    expect(missing(sectionsUsed([...popup].filter((file) => !entry.has(file))), loaded)).toEqual([]);
  });

  const routes = routeTexts();
  it('finds the routes', () => expect(routes.length).toBeGreaterThan(60));

  it.each(routes.map((route) => [route.modules.join(' > '), route] as const))('%s', (_, route) => {
    const files = route.modules.flatMap((module) => [
      ...closure(path.join(SRC, 'app/routes', `${module}.tsx`)),
    ]);
    expect(missing(sectionsUsed(files.filter((file) => !entry.has(file))), route.sections)).toEqual([]);
  });
});
