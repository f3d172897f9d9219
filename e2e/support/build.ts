import { readFileSync } from 'node:fs';
import path from 'node:path';

let manifest: Record<string, { file: string }> | undefined;

/**
 * The path a module or entry of the web build was written to (`assets/….js`), from Vite's
 * manifest: the built files are named by their hash alone, so a test finds a chunk by its source.
 */
export function builtFile(source: string): string {
  manifest ??= JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, '../../apps/web/dist/.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  const chunk = manifest[source];
  if (!chunk) throw new Error(`${source} is not in the web build's manifest`);
  return chunk.file;
}
