import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * zod and the forms' rules never ride in a page's first load (issue 13's budget): the pages fetch
 * them beside themselves (apps/web/src/lib/lazy-rules.ts). Read from the production build's Vite
 * manifest: what each route module imports statically, chunk by chunk.
 */

const DIST = path.resolve(import.meta.dirname, '../apps/web/dist');

interface Chunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}
const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  Chunk
>;

function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key]?.imports ?? []) staticClosure(child, seen);
  return seen;
}

/** zod's chunk: the one with its error class. */
const zodChunks = Object.keys(manifest).filter((key) =>
  readFileSync(path.join(DIST, manifest[key]!.file), 'utf8').includes('$ZodError'),
);
const routes = Object.keys(manifest).filter((key) => key.startsWith('src/app/routes/'));

describe('first loads without zod', () => {
  it('finds zod in the build, fetched on demand by the login form', () => {
    expect(zodChunks.length).toBeGreaterThan(0);
    const login = 'src/app/routes/app/login.tsx';
    const reachable = new Set<string>();
    for (const key of staticClosure(login)) {
      for (const lazy of manifest[key]?.dynamicImports ?? [])
        for (const k of staticClosure(lazy)) reachable.add(k);
    }
    expect(zodChunks.some((key) => reachable.has(key))).toBe(true);
  });

  it('loads no route, form or not, with zod in its static imports', () => {
    expect(routes.length).toBeGreaterThan(50);
    const withZod = routes.filter((route) => zodChunks.some((key) => staticClosure(route).has(key)));
    expect(withZod).toEqual([]);
  });
});
