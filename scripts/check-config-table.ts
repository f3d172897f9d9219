/**
 * The README's configuration table against the API's config schema (apps/api/src/config.ts), run
 * by `npm run lint`: every variable the server reads has a row, every row names a variable the
 * server reads, and a row's default is the value the server starts with when the variable is
 * unset ("unset" where it has none). Exits 1 and lists each difference.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONFIG_VARIABLES, loadConfig } from '../apps/api/src/config';

export interface ConfigRow {
  names: string[];
  /** The Default cell as written, e.g. "`3000`", "unset", "`http://localhost:<PORT>`". */
  defaultCell: string;
}

/** The rows of the table under the "## Configuration" heading: the variables named in backticks in the first column. */
export function configTableRows(readme: string): ConfigRow[] {
  const section = readme.split(/^## /m).find((part) => part.startsWith('Configuration\n'));
  if (!section) return [];
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const [first = '', defaultCell = ''] = line.slice(1).split(' | ');
      return {
        names: [...first.matchAll(/`([^`]+)`/g)].map((m) => m[1]!),
        defaultCell: defaultCell.trim(),
      };
    });
}

/**
 * What differs between the table and the schema. `defaults` holds the value of each variable
 * when nothing is set (undefined when it has none); `<NAME>` in a Default cell stands for the
 * default of NAME (PUBLIC_URL's `http://localhost:<PORT>`).
 */
export function configTableProblems(
  rows: ConfigRow[],
  variables: readonly string[],
  defaults: Record<string, unknown>,
): string[] {
  const problems: string[] = [];
  const documented = new Set(rows.flatMap((row) => row.names));
  for (const name of variables) {
    if (!documented.has(name)) problems.push(`${name} is read by the server but has no row in the table`);
  }
  const known = new Set(variables);
  for (const row of rows) {
    for (const name of row.names) {
      if (!known.has(name)) {
        problems.push(`${name} has a row in the table but the server does not read it`);
        continue;
      }
      const value = defaults[name];
      const expected = value === undefined ? 'unset' : `\`${String(value)}\``;
      const written = row.defaultCell.replace(/<([A-Z_]+)>/g, (_, other: string) => String(defaults[other]));
      if (written !== expected) {
        problems.push(
          `${name}: the table says the default is ${row.defaultCell}, the server's is ${expected}`,
        );
      }
    }
  }
  return problems;
}

/** Each variable's value with nothing set (PUBLIC_URL derived from PORT, as the server does). */
export function serverDefaults(): Record<string, unknown> {
  const config: Record<string, unknown> = loadConfig({});
  return Object.fromEntries(CONFIG_VARIABLES.map((name) => [name, config[name]]));
}

/** The README compared with the schema as they are in this checkout. */
export function readmeConfigProblems(): string[] {
  const readme = readFileSync(path.resolve(import.meta.dirname, '../README.md'), 'utf8');
  return configTableProblems(configTableRows(readme), CONFIG_VARIABLES, serverDefaults());
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const problems = readmeConfigProblems();
  if (problems.length > 0) {
    console.error('README.md "Configuration" table and apps/api/src/config.ts differ:');
    for (const line of problems) console.error(`  - ${line}`);
    process.exit(1);
  }
  console.log(`Configuration table: all ${CONFIG_VARIABLES.length} variables documented`);
}
