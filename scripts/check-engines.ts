/**
 * Engines check, run by `npm run lint`: every package in package-lock.json whose `engines.node`
 * excludes the Node that the npm scripts run on (the pinned `node` dev dependency, first on the
 * PATH of every script) is listed, and the check exits 1. Optional packages that npm skips on this
 * platform are left out, as npm leaves them out of the install.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';

interface LockedPackage {
  version?: string;
  optional?: boolean;
  engines?: { node?: string } | string[];
}

/** Names of the locked packages whose `engines.node` range does not include `nodeVersion`. */
export function enginesExcluding(packages: Record<string, LockedPackage>, nodeVersion: string): string[] {
  const problems: string[] = [];
  for (const [where, pkg] of Object.entries(packages)) {
    if (pkg.optional) continue;
    const range = !pkg.engines || Array.isArray(pkg.engines) ? undefined : pkg.engines.node;
    if (!range) continue;
    if (!semver.satisfies(nodeVersion, range, { includePrerelease: true })) {
      const name = where === '' ? 'golfwallet (root)' : where.replace(/^.*node_modules\//, '');
      problems.push(`${name}@${pkg.version ?? '?'} wants node ${range}`);
    }
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(import.meta.dirname, '..');
  const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockedPackage>;
  };
  const problems = enginesExcluding(lock.packages, process.version);
  if (problems.length > 0) {
    console.error(`Locked dependencies that refuse Node ${process.version}:`);
    for (const line of problems) console.error(`  ${line}`);
    process.exit(1);
  }
  console.log(`engines: every locked dependency accepts Node ${process.version}`);
}
