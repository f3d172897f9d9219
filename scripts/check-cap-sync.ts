/**
 * The store apps stay in step with the web build (issue 13: `npx cap sync` runs in CI): runs
 * `cap sync` in apps/web on the built dist/ (it copies files and plugin lists only, no network:
 * checked with `unshare -n`, about 2 s), then fails when a committed file of the native projects
 * changed, which means a plugin was added or removed without syncing and committing them. It also
 * fails while the projects lack what the store apps need (scripts/check-native-projects.ts).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { nativeProjectProblems } from './check-native-projects';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const web = path.join(root, 'apps/web');

if (!existsSync(path.join(web, 'dist/index.html'))) {
  console.error('cap sync: apps/web/dist is missing; run `npm run build` first');
  process.exit(1);
}
const sync = spawnSync(path.join(root, 'node_modules/.bin/cap'), ['sync'], {
  cwd: web,
  encoding: 'utf8',
  env: { ...process.env, CI: 'true' },
});
if (sync.status !== 0) {
  console.error(`cap sync failed:\n${sync.stdout}\n${sync.stderr}`);
  process.exit(1);
}
const changed = execFileSync('git', ['status', '--porcelain', '--', 'apps/web/android', 'apps/web/ios'], {
  cwd: root,
  encoding: 'utf8',
}).trim();
if (changed) {
  console.error(
    `cap sync changed the committed native projects; commit them:\n${changed}\n(npm run cap:sync -w apps/web)`,
  );
  process.exit(1);
}
const problems = nativeProjectProblems(root);
if (problems.length > 0) {
  console.error(`The store apps' projects are not ready:\n${problems.map((p) => `- ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('cap sync: the Android and iOS projects are in step with the web build');
