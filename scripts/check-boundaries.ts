/**
 * Architecture boundaries, checked on every lint; the rules are written out in docs/ARCHITECTURE.md
 * ("Rules the lint enforces"), and each crossing names its rule:
 * - B1: a web feature does not import another feature (shared code moves to components/ui, lib or core);
 * - B2: components/ui and lib know no feature and no app code;
 * - B3: packages/core imports nothing from the apps, nor React or server-only modules; only its
 *   *.test.ts files may also import core's test helpers in packages/core/test;
 * - B5: an API module does not import a value from another module's *.repository (types may cross;
 *   tests are exempt).
 * Exits 1 and lists each crossing.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const webSrc = path.join(root, 'apps/web/src');
const coreSrc = path.join(root, 'packages/core/src');
const coreTest = path.join(root, 'packages/core/test');
const apiModules = path.join(root, 'apps/api/src/modules');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return files(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

/** Each import and re-export with its clause (what is imported) and its module specifier. */
const IMPORT_CLAUSE = /(?:^|[;\n])\s*(import|export)\s+([^'"]*?)\s*from\s+['"]([^'"]+)['"]/g;
const DYNAMIC_IMPORT = /import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm;

/** The specifiers a file imports a value from: `import type {…}` and `{ type A, type B }` are left out. */
function valueImportsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const typeOnly = (clause: string) => {
    if (/^type\s/.test(clause)) return true;
    const named = /^\{([^}]*)\}$/.exec(clause.trim());
    if (!named) return false;
    const names = (named[1] ?? '')
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean);
    return names.length > 0 && names.every((n) => n.startsWith('type '));
  };
  const fromClauses = [...text.matchAll(IMPORT_CLAUSE)]
    .filter((m) => !typeOnly(m[2] ?? ''))
    .map((m) => m[3] ?? '');
  const dynamic = [...text.matchAll(DYNAMIC_IMPORT)].map((m) => m[1] ?? m[2] ?? '');
  return [...fromClauses, ...dynamic];
}

const IMPORT =
  /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm;

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)].map((m) => m[1] ?? m[2] ?? m[3] ?? '');
}

const RULES = {
  B1: 'a feature does not import another feature; what two features share moves to components/ui, lib or packages/core',
  B2: 'components/ui and lib are shared by every feature and import no feature and no app code',
  B3: 'packages/core runs in the browser and on the server: it imports nothing from the apps, nor React, Fastify, Drizzle, pg or node: modules',
  B5: "an API module reaches another module's data through that module's service (or a public file named for what it does), never through its *.repository; types may cross",
} as const;

const problems: string[] = [];
const rel = (p: string) => path.relative(root, p);
const crossing = (rule: keyof typeof RULES, what: string) =>
  problems.push(`${what}\n      ${rule}: ${RULES[rule]} (docs/ARCHITECTURE.md, "Rules the lint enforces")`);

for (const file of files(webSrc)) {
  const area = path.relative(webSrc, file).split(path.sep);
  for (const spec of importsOf(file)) {
    if (!spec.startsWith('.')) continue;
    const target = path.relative(webSrc, path.resolve(path.dirname(file), spec)).split(path.sep);
    if (area[0] === 'features' && target[0] === 'features' && target[1] !== area[1]) {
      crossing('B1', `${rel(file)} imports feature '${target[1]}' (${spec})`);
    }
    if (
      (area[0] === 'lib' || (area[0] === 'components' && area[1] === 'ui')) &&
      ['features', 'app'].includes(target[0] ?? '')
    ) {
      crossing('B2', `${rel(file)} (shared) imports ${target.slice(0, 2).join('/')} (${spec})`);
    }
  }
}

for (const file of files(coreSrc)) {
  for (const spec of importsOf(file)) {
    if (/^(react|react-dom|fastify|drizzle-orm|pg)(\/|$)/.test(spec) || spec.startsWith('node:')) {
      crossing('B3', `${rel(file)} (core) imports '${spec}'`);
    }
    const target = path.resolve(path.dirname(file), spec);
    const testHelper = file.endsWith('.test.ts') && target.startsWith(coreTest + path.sep);
    if (spec.startsWith('.') && !target.startsWith(coreSrc + path.sep) && !testHelper) {
      crossing('B3', `${rel(file)} (core) reaches outside packages/core (${spec})`);
    }
  }
}

for (const file of files(apiModules)) {
  if (file.endsWith('.test.ts')) continue;
  const owner = path.relative(apiModules, file).split(path.sep)[0];
  for (const spec of valueImportsOf(file)) {
    if (!spec.startsWith('.')) continue;
    const target = path.resolve(path.dirname(file), spec);
    const [module, ...rest] = path.relative(apiModules, target).split(path.sep);
    if (module === undefined || module.startsWith('..') || module === owner) continue;
    if (!/\.repository(\.ts)?$/.test(rest.at(-1) ?? '')) continue;
    crossing('B5', `${rel(file)} imports a value from ${module}'s repository (${spec})`);
  }
}

if (problems.length > 0) {
  console.error(`Architecture boundaries crossed:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('Architecture boundaries: ok');
