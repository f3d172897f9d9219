/**
 * Rule B4 of docs/ARCHITECTURE.md, run by `npm run lint`: the web app names its route paths in
 * the paths modules (apps/web/src/lib/paths.ts and the modules it names) and nowhere else; a
 * string literal that is a route path ("/", "/vouchers", `/app/vouchers/${id}`) anywhere else in
 * apps/web/src fails the check. Tests may write paths: they check what a visitor sees. Exits 1
 * and lists each file that holds one, with its literals.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { PORTAL } from '../apps/web/src/features/partner/model/paths';
import { PATHS } from '../apps/web/src/lib/paths';

/** The modules that may write paths (relative to apps/web/src). */
const PATH_MODULES = new Set([
  'lib/paths.ts',
  'lib/app-paths.ts',
  'lib/shop-paths.ts',
  'features/partner/model/paths.ts',
]);

/** The first segment of every named path ("vouchers", "app", "register", …). */
export function routeSegments(node: unknown): string[] {
  if (typeof node === 'string') return node.split('/')[1] ? [node.split(/[/?#]/)[1]!] : [];
  if (typeof node === 'function') return routeSegments((node as (sample: string) => string)('7'));
  return [...new Set(Object.values(node as object).flatMap(routeSegments))];
}

/** A string method's call up to a "/" argument: the first one, or replace's replacement. */
const SEPARATOR_CALL =
  /\.(?:split|join|startsWith|endsWith|includes|indexOf|lastIndexOf|replace|replaceAll|concat)\((?:[^(),]*,)?\s*$/;

/**
 * The string literals in `source` that are route paths: "/" alone, or "/<segment>" followed by
 * the end of the string, "/", "?", "#" or a template's "${"; also such a path right after a
 * template's "${…}" (`${origin}/vouchers`). Comment lines are passed over.
 */
export function routeLiterals(source: string, segments: readonly string[]): string[] {
  const names = segments.map((s) => s.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&')).join('|');
  const literal = new RegExp(`(['"\`])(/(?:(?:${names})(?=[/?#'"\`]|\\$\\{)[^'"\`]*)?)\\1?`, 'g');
  const afterValue = new RegExp(`\\$\\{[^}]*\\}/(?:${names})(?=[/?#\`]|\\$\\{)[^\`]*`, 'g');
  const found: string[] = [];
  for (const line of source.split('\n')) {
    const code = line.trim();
    if (code.startsWith('//') || code.startsWith('*') || code.startsWith('/*')) continue;
    const taken: [number, number][] = [];
    for (const match of line.matchAll(literal)) {
      const [, quote, text] = match;
      taken.push([match.index!, match.index! + match[0].length]);
      // "/" counts only as a whole string ('/x' for another segment is not a route), and not as
      // the separator of a string method (split('/'), endsWith('/'), …).
      if (text === '/' && line[match.index! + 2] !== quote) continue;
      if (text === '/' && SEPARATOR_CALL.test(line.slice(0, match.index))) continue;
      found.push(text!);
    }
    for (const match of line.matchAll(afterValue))
      if (!taken.some(([from, to]) => match.index! >= from && match.index! < to)) found.push(match[0]);
  }
  return found;
}

/** Each file that holds literal route paths, with the literals. */
export function routeLiteralProblems(
  files: { file: string; source: string }[],
  segments: readonly string[],
): string[] {
  return files.flatMap(({ file, source }) => {
    const literals = routeLiterals(source, segments);
    return literals.length > 0
      ? [`${file}: ${literals.length} literal route path(s) (${literals.join(', ')})`]
      : [];
  });
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return files(full);
    return /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const webSrc = path.resolve(import.meta.dirname, '../apps/web/src');
  const sources = files(webSrc)
    .map((full) => ({ file: path.relative(webSrc, full).split(path.sep).join('/'), full }))
    .filter(({ file }) => !PATH_MODULES.has(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith('test/'))
    .map(({ file, full }) => ({ file, source: readFileSync(full, 'utf8') }));
  const problems = routeLiteralProblems(sources, routeSegments([PATHS, PORTAL]));
  if (problems.length > 0) {
    console.error(
      'Route paths written as literals in apps/web/src (B4: import them from lib/paths.ts; docs/ARCHITECTURE.md, "Rules the lint enforces"):',
    );
    for (const line of problems) console.error(`  - ${line}`);
    process.exit(1);
  }
  console.log('Route paths: none written as literals outside the paths modules');
}
