/**
 * `npm test`: every test, in phases, with each phase's seconds printed at the end (also when one
 * fails: the run stops there). Lint and the typecheck are independent and single-threaded, so they
 * run side by side on the machine's two cores; the rest runs in order, because each phase needs the
 * machine to itself or the one before it (the end-to-end tests need the build).
 *
 *   prerequisites  Chromium (and nginx) from the machine, scripts/test-prerequisites.ts
 *   lint, typecheck
 *   unit           vitest: core, scripts, bench, web, API on PGlite (and the database-behaviour files on
 *                  PostgreSQL when TEST_DATABASE_URL is set)
 *   build          the production web build, once, used by cap:check and the end-to-end tests
 *   cap:check      the Capacitor projects are in sync with the build
 *   e2e            Chromium against the built app
 *
 * The last line counts every test of the unit and end-to-end runs: "tests: N passed, N failed".
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, '.test-results');

interface Phase {
  name: string;
  command: string[];
}

interface Outcome {
  name: string;
  seconds: number;
  ok: boolean;
}

/** Runs one phase; with `buffer`, its output is held and printed when it ends (for side-by-side phases). */
function run(phase: Phase, buffer = false): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    const [command, ...args] = phase.command as [string, ...string[]];
    const child = spawn(command, args, { cwd: root, stdio: buffer ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const chunks: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('close', (code) => {
      if (buffer) process.stdout.write(Buffer.concat(chunks));
      resolve({ name: phase.name, seconds: (Date.now() - started) / 1000, ok: code === 0 });
    });
  });
}

function counts(file: string): { passed: number; failed: number } {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
    };
    return { passed: report.numPassedTests, failed: report.numFailedTests };
  } catch {
    return { passed: 0, failed: 0 };
  }
}

function summary(outcomes: Outcome[], started: number) {
  const width = Math.max(...outcomes.map((o) => o.name.length), 'total'.length);
  console.log('\n==> seconds per phase');
  for (const outcome of outcomes)
    console.log(
      `${outcome.name.padEnd(width)}  ${outcome.seconds.toFixed(0).padStart(5)} s${outcome.ok ? '' : '  FAILED'}`,
    );
  console.log(`${'total'.padEnd(width)}  ${((Date.now() - started) / 1000).toFixed(0).padStart(5)} s`);
  const unit = counts(path.join(results, 'unit.json'));
  const e2e = counts(path.join(results, 'e2e.json'));
  console.log(`tests: ${unit.passed + e2e.passed} passed, ${unit.failed + e2e.failed} failed`);
}

const vitestJson = (name: string) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${path.join(results, name)}`,
];

async function main() {
  const started = Date.now();
  mkdirSync(results, { recursive: true });
  const outcomes: Outcome[] = [];
  const done = (ok: boolean) => {
    summary(outcomes, started);
    process.exit(ok ? 0 : 1);
  };
  const tsx = [process.execPath, '--import', 'tsx'];
  const vitest = [process.execPath, path.join(root, 'node_modules/vitest/vitest.mjs'), 'run'];

  outcomes.push(await run({ name: 'prerequisites', command: [...tsx, 'scripts/test-prerequisites.ts'] }));
  if (!outcomes.at(-1)!.ok) return done(false);

  const side = await Promise.all([
    run({ name: 'lint', command: ['npm', 'run', 'lint'] }, true),
    run({ name: 'typecheck', command: ['npm', 'run', 'typecheck'] }, true),
  ]);
  outcomes.push(...side);
  if (side.some((o) => !o.ok)) return done(false);

  const sequence: Phase[] = [
    { name: 'unit', command: [...vitest, ...vitestJson('unit.json')] },
    { name: 'build', command: ['npm', 'run', 'build'] },
    { name: 'cap:check', command: ['npm', 'run', 'cap:check'] },
    { name: 'e2e', command: [...vitest, '-c', 'e2e/vitest.config.ts', ...vitestJson('e2e.json')] },
  ];
  for (const phase of sequence) {
    outcomes.push(await run(phase));
    if (!outcomes.at(-1)!.ok) return done(false);
  }
  done(true);
}

await main();
