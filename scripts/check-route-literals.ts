/**
 * Rule B4 of docs/ARCHITECTURE.md, run by `npm run lint`: the web app names its route paths in
 * the paths modules (apps/web/src/lib/paths.ts and the modules it names) and nowhere else; a
 * string literal that is a route path ("/", "/vouchers", `/app/vouchers/${id}`) anywhere else in
 * apps/web/src fails the check. Tests may write paths: they check what a visitor sees.
 *
 * Files that held literals when the rule came (written while six other changes were under way)
 * are listed in BASELINE with their count: such a file may lose literals, never gain one, and its
 * entry goes down (or away) with it. Exits 1 and lists each excess.
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

/** Literal route paths per file when the rule came; to be replaced by the paths modules. */
const BASELINE: Record<string, number> = {
  'app/require-session.tsx': 1,
  'app/routes/range.tsx': 1,
  'app/routes/shop-layout.tsx': 1,
  'app/shell/chrome.ts': 7,
  'app/shell/cookie-consent.tsx': 1,
  'app/shell/footer.tsx': 6,
  'app/shell/header.tsx': 5,
  'app/shell/shell.tsx': 1,
  'app/shell/sign-out-dialog.tsx': 1,
  'features/auth/components/app-start-page.tsx': 1,
  'features/auth/components/email-login-form.tsx': 2,
  'features/auth/components/email-verify-page.tsx': 2,
  'features/auth/components/forgot-password-page.tsx': 1,
  'features/auth/components/golf-union-sign-in.tsx': 1,
  'features/auth/components/login-popup.tsx': 1,
  'features/auth/components/password-change-page.tsx': 2,
  'features/profile/components/delete-account-section.tsx': 1,
  'features/profile/components/golf-id-link-section.tsx': 1,
  'lib/i18n.ts': 1,
  'lib/sign-in.ts': 6,
};

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
 * the end of the string, "/", "?", "#" or a template's "${". Comment lines are passed over.
 */
export function routeLiterals(source: string, segments: readonly string[]): string[] {
  const names = segments.map((s) => s.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&')).join('|');
  const literal = new RegExp(`(['"\`])(/(?:(?:${names})(?=[/?#'"\`]|\\$\\{)[^'"\`]*)?)\\1?`, 'g');
  const found: string[] = [];
  for (const line of source.split('\n')) {
    const code = line.trim();
    if (code.startsWith('//') || code.startsWith('*') || code.startsWith('/*')) continue;
    for (const match of line.matchAll(literal)) {
      const [, quote, text] = match;
      // "/" counts only as a whole string ('/x' for another segment is not a route), and not as
      // the separator of a string method (split('/'), endsWith('/'), …).
      if (text === '/' && line[match.index! + 2] !== quote) continue;
      if (text === '/' && SEPARATOR_CALL.test(line.slice(0, match.index))) continue;
      found.push(text!);
    }
  }
  return found;
}

/** Each file over its baseline, with the literals it holds. */
export function routeLiteralProblems(
  files: { file: string; source: string }[],
  segments: readonly string[],
  baseline: Record<string, number>,
): string[] {
  const problems: string[] = [];
  for (const { file, source } of files) {
    const literals = routeLiterals(source, segments);
    const allowed = baseline[file] ?? 0;
    if (literals.length > allowed)
      problems.push(
        `${file}: ${literals.length} literal route path(s) (${literals.join(', ')})${allowed ? `, ${allowed} allowed until it is converted` : ''}`,
      );
    else if (literals.length < allowed)
      problems.push(
        `${file}: ${literals.length} literal route path(s) now: lower its BASELINE entry to ${literals.length}`,
      );
  }
  return problems;
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
  const problems = routeLiteralProblems(sources, routeSegments([PATHS, PORTAL]), BASELINE);
  if (problems.length > 0) {
    console.error(
      'Route paths written as literals in apps/web/src (B4: import them from lib/paths.ts; docs/ARCHITECTURE.md, "Rules the lint enforces"):',
    );
    for (const line of problems) console.error(`  - ${line}`);
    process.exit(1);
  }
  console.log('Route paths: no new literals');
}
