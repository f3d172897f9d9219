import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Comments cite the product rules as `spec §N` or `§N`; docs/rules.md has those sections. This
 * fails when a comment cites a section that is not there, so every reference can be followed by
 * someone who has only the repository.
 */

const root = path.resolve(import.meta.dirname, '..');
const SOURCES = [
  'apps/api/src',
  'apps/api/test',
  'apps/web/src',
  'apps/web/test',
  'packages/core/src',
  'packages/core/test',
  'e2e',
  'bench',
  'scripts',
];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name === 'results') return [];
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return files(full);
    return /\.(ts|tsx|css)$/.test(name) ? [full] : [];
  });
}

/** The section numbers cited in a text: §2, § 4, §2, §5 … (a "§3.3" cites section 3). */
function citedSections(text: string): number[] {
  return [...text.matchAll(/§\s?(\d+)/g)].map((m) => Number(m[1]));
}

const rules = readFileSync(path.join(root, 'docs/rules.md'), 'utf8');
const sections = new Set([...rules.matchAll(/^## §(\d+) /gm)].map((m) => Number(m[1])));

describe('docs/rules.md', () => {
  it('has the nine sections comments cite', () => {
    expect([...sections].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('has every section a comment in the code cites', () => {
    const missing = SOURCES.flatMap((dir) => files(path.join(root, dir))).flatMap((file) =>
      citedSections(readFileSync(file, 'utf8'))
        .filter((n) => !sections.has(n))
        .map((n) => `${path.relative(root, file)} cites §${n}`),
    );
    expect(missing).toEqual([]);
  });

  it('reads the citations of a comment', () => {
    expect(citedSections('/** Rules of spec §4 "Sort" and §9; see § 5 and §3.3. */')).toEqual([4, 9, 5, 3]);
  });
});
