/**
 * Architecture boundaries (STYLE.md), checked on every lint:
 * - a web feature does not import another feature (shared code moves to components/ui, lib or core);
 * - components/ui and lib know no feature and no app code;
 * - packages/core imports nothing from the apps, nor React or Node-only modules.
 * Exits 1 and lists each crossing.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const webSrc = path.join(root, 'apps/web/src');
const coreSrc = path.join(root, 'packages/core/src');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return files(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

const IMPORT = /(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(IMPORT)].map((m) => m[1] ?? m[2] ?? '');
}

const problems: string[] = [];
const rel = (p: string) => path.relative(root, p);

for (const file of files(webSrc)) {
  const area = path.relative(webSrc, file).split(path.sep);
  for (const spec of importsOf(file)) {
    if (!spec.startsWith('.')) continue;
    const target = path.relative(webSrc, path.resolve(path.dirname(file), spec)).split(path.sep);
    if (area[0] === 'features' && target[0] === 'features' && target[1] !== area[1]) {
      problems.push(`${rel(file)} imports feature '${target[1]}' (${spec})`);
    }
    if (
      (area[0] === 'lib' || (area[0] === 'components' && area[1] === 'ui')) &&
      ['features', 'app'].includes(target[0] ?? '')
    ) {
      problems.push(`${rel(file)} (shared) imports ${target.slice(0, 2).join('/')} (${spec})`);
    }
  }
}

for (const file of files(coreSrc)) {
  for (const spec of importsOf(file)) {
    if (/^(react|react-dom|fastify|drizzle-orm|pg)(\/|$)/.test(spec) || spec.startsWith('node:')) {
      problems.push(`${rel(file)} (core) imports '${spec}'`);
    }
    if (spec.startsWith('.') && !path.resolve(path.dirname(file), spec).startsWith(coreSrc)) {
      problems.push(`${rel(file)} (core) reaches outside packages/core (${spec})`);
    }
  }
}

if (problems.length > 0) {
  console.error(`Architecture boundaries crossed:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('Architecture boundaries: ok');
