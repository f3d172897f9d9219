/**
 * Rule B4 of docs/ARCHITECTURE.md, run by `npm run lint`: the web app's route paths are named in
 * the paths modules and nowhere else. In apps/web/src those are lib/paths.ts and the modules it
 * names; the pages the server names too (mail links, payment and sign-in returns, the push's page)
 * live in packages/core/src/web/paths.ts, which both the web's modules and apps/api/src import. A
 * string literal that is a web route path ("/", "/vouchers", `/app/vouchers/${id}`) anywhere else
 * in apps/web/src or apps/api/src fails the check (in the API a bare "/" is its own route, not the
 * web's). Tests may write paths: they check what a visitor sees. Exits 1 and lists each file that
 * holds one, with its literals.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { PORTAL } from '../apps/web/src/features/partner/model/paths';
import { PATHS } from '../apps/web/src/lib/paths';

/**
 * The source trees checked, each with the modules in it that may write paths. The shared module,
 * packages/core/src/web/paths.ts, sits outside both trees.
 */
const CHECKED = [
  {
    dir: 'apps/web/src',
    pathModules: new Set([
      'lib/paths.ts',
      'lib/app-paths.ts',
      'lib/shop-paths.ts',
      'features/partner/model/paths.ts',
    ]),
    bareRoot: true,
  },
  { dir: 'apps/api/src', pathModules: new Set<string>(), bareRoot: false },
];

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
 * template's "${…}" (`${origin}/vouchers`). Comment lines are passed over. With `bareRoot` false a
 * "/" alone is not counted (the API's own root routes).
 */
export function routeLiterals(source: string, segments: readonly string[], bareRoot = true): string[] {
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
      if (text === '/' && (!bareRoot || line[match.index! + 2] !== quote)) continue;
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
  bareRoot = true,
): string[] {
  return files.flatMap(({ file, source }) => {
    const literals = routeLiterals(source, segments, bareRoot);
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
  const root = path.resolve(import.meta.dirname, '..');
  const segments = routeSegments([PATHS, PORTAL]);
  const problems = CHECKED.flatMap(({ dir, pathModules, bareRoot }) => {
    const src = path.join(root, dir);
    const sources = files(src)
      .map((full) => ({ file: path.relative(src, full).split(path.sep).join('/'), full }))
      .filter(
        ({ file }) =>
          !pathModules.has(file) && !/\.test(-util)?\.tsx?$/.test(file) && !file.startsWith('test/'),
      )
      .map(({ file, full }) => ({ file: `${dir}/${file}`, source: readFileSync(full, 'utf8') }));
    return routeLiteralProblems(sources, segments, bareRoot);
  });
  if (problems.length > 0) {
    console.error(
      'Web route paths written as literals (B4: import them from apps/web/src/lib/paths.ts, or from @golfwallet/core/web/paths where the API names them too; docs/ARCHITECTURE.md, "Rules the lint enforces"):',
    );
    for (const line of problems) console.error(`  - ${line}`);
    process.exit(1);
  }
  console.log('Route paths: none written as literals outside the paths modules (web and API)');
}
