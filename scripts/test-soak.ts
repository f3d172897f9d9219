/**
 * `npm run test:soak` (not in CI): hunts flaky tests. Runs the unit/API suite three times and the
 * end-to-end suite twice (after one build), each run with its own fast-check seed (FC_SEED, read by
 * the vitest setup files) and the property tests at a larger count, then prints every test that
 * failed in any run with the run's seed, so the failure can be replayed:
 *
 *   FC_SEED=<seed> npx vitest run <file> -t '<test name>'
 *
 * Exits 1 when any test failed once. Options: --unit-runs N, --e2e-runs N (defaults 3 and 2).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, '.test-results', 'soak');

function option(name: string, fallback: number) {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
}

interface Report {
  testResults: { name: string; assertionResults: { fullName: string; status: string }[] }[];
}

interface Failure {
  run: string;
  seed: number;
  file: string;
  test: string;
}

function failuresOf(file: string, run: string, seed: number): Failure[] {
  let report: Report;
  try {
    report = JSON.parse(readFileSync(file, 'utf8')) as Report;
  } catch {
    return [{ run, seed, file: '(no report)', test: 'the run ended before it wrote its report' }];
  }
  return report.testResults.flatMap((suite) =>
    suite.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => ({ run, seed, file: path.relative(root, suite.name), test: test.fullName })),
  );
}

function vitestRun(run: string, args: string[], seed: number, env: Record<string, string>): Failure[] {
  const output = path.join(results, `${run}.json`);
  console.log(`\n==> ${run} (FC_SEED=${seed})`);
  spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/vitest/vitest.mjs'),
      'run',
      ...args,
      '--reporter=dot',
      '--reporter=json',
      `--outputFile=${output}`,
    ],
    { cwd: root, stdio: 'inherit', env: { ...process.env, ...env, FC_SEED: String(seed) } },
  );
  return failuresOf(output, run, seed);
}

mkdirSync(results, { recursive: true });
const unitRuns = option('--unit-runs', 3);
const e2eRuns = option('--e2e-runs', 2);
// Larger property counts than CI's (each test reads its own variable; see the test's docstring).
const longer = {
  LEDGER_PROPERTY_RUNS: '40',
  LEDGER_RUNS: '20',
  FUZZ_RUNS: '60',
  GUESS_RUNS: '60',
  RACE_RUNS: '20',
  OFFER_RUNS: '20',
  PERIOD_FIGURE_RUNS: '100',
};
const seed = () => Math.floor(Math.random() * 2 ** 31);

const failures: Failure[] = [];
for (let i = 1; i <= unitRuns; i++) failures.push(...vitestRun(`unit-${i}`, [], seed(), longer));
if (e2eRuns > 0) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0)
    failures.push({ run: 'build', seed: 0, file: '(build)', test: 'npm run build failed' });
  else
    for (let i = 1; i <= e2eRuns; i++)
      // The walk of every screen in seven languages (e2e/walk.e2e.ts) is long: the soak's, not CI's.
      failures.push(...vitestRun(`e2e-${i}`, ['-c', 'e2e/vitest.config.ts'], seed(), { E2E_WALK: '1' }));
}

console.log('\n==> soak');
if (failures.length === 0) {
  console.log(`clean: ${unitRuns} unit/API runs and ${e2eRuns} end-to-end runs, no test failed`);
} else {
  for (const failure of failures)
    console.log(`FAILED in ${failure.run} (FC_SEED=${failure.seed}): ${failure.file} › ${failure.test}`);
}
process.exit(failures.length === 0 ? 0 : 1);
