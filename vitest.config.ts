import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { postgresNotice } from './scripts/test-prerequisites.ts';

// Say so when the PostgreSQL half of the API tests is skipped.
if (!process.env.TEST_DATABASE_URL) console.log(postgresNotice(process.env));

/** FC_SEED replays a fast-check run (npm run test:soak prints each run's seed). */
const FAST_CHECK_SEED = path.resolve(import.meta.dirname, 'scripts/fast-check-seed.ts');

/**
 * The API test files that exercise database behaviour — locking and races, query plans and
 * statements, SQL written by hand, migrations, the ledger, the fault and cluster suites — run on
 * PostgreSQL as well as PGlite; every other API file (routes, services, contracts) runs once, on
 * PGlite (docs/ARCHITECTURE.md, "Tests"). The fault and cluster suites need a server and run only
 * there.
 */
const DATABASE_BEHAVIOUR = [
  'test/fault/**/*.test.ts',
  'test/cluster/**/*.test.ts',
  'test/security/brute-force.test.ts',
  'src/db/**/*.test.ts',
  'src/jobs/**/*.test.ts',
  'src/modules/ledger/**/*.test.ts',
  'src/modules/outbox/**/*.test.ts',
  'src/modules/partner/desk-*.test.ts',
  // The bulk issue's chunks (FOR UPDATE SKIP LOCKED) and its batch key.
  'src/modules/partner/bulk-issue.test.ts',
  'src/modules/partner/period-report*.test.ts',
  'src/modules/partner/period-figures*.test.ts',
  'src/modules/privacy/erasure.test.ts',
  'src/modules/privacy/inactivity.test.ts',
  'src/modules/range/**/*.test.ts',
  'src/modules/redemption/**/*.test.ts',
  'src/modules/session/session-activity.test.ts',
  'src/modules/shop/checkout*.test.ts',
  'src/modules/shop/crash-repair.test.ts',
  'src/modules/shop/limited-offer.test.ts',
  'src/modules/shop/reserve-refusals.test.ts',
  'src/modules/shop/withdrawal.test.ts',
  'src/modules/transfer/**/*.test.ts',
  'src/modules/voucher/**/*.test.ts',
  // The trigger of migration 0026 that moves passes and queues their notifications.
  'src/modules/wallet-pass/**/*.test.ts',
];
/** The web's tests of its build plugins (in a process of their own: see the web-build project). */
const WEB_BUILD_TESTS = 'src/zod-without-json-schema.test.ts';
const SERVER_ONLY = ['test/fault/**/*.test.ts', 'test/cluster/**/*.test.ts'];

const apiProject = (
  name: string,
  env: Record<string, string>,
  include: string[],
  exclude: string[] = [],
) => ({
  test: {
    name,
    root: 'apps/api',
    include,
    exclude,
    environment: 'node',
    // A worker runs its files one after another in one module graph instead of loading the API's
    // whole graph again for each file (the import time was three quarters of this phase; measured
    // in docs/ARCHITECTURE.md, "Tests"). Each file still builds its own app and database copy.
    isolate: false,
    globalSetup: ['test/global-setup.ts'],
    setupFiles: [FAST_CHECK_SEED],
    env,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Vitest's default on this 2-core machine is one worker; the API files wait on PostgreSQL and
    // on sockets much of the time, so a second and third worker keep both cores busy (measured in
    // docs/ARCHITECTURE.md, "Tests"). VITEST_MAX_WORKERS overrides.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 3),
    projects: [
      {
        test: {
          name: 'core',
          root: 'packages/core',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          setupFiles: [FAST_CHECK_SEED],
          // A bound for a hung test, not a speed target: a property test of 150 runs took 5.5 s,
          // past the 5 s default, beside a soak run on this 2-core machine.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'scripts',
          root: 'scripts',
          include: ['*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'bench',
          root: 'bench',
          include: ['**/*.test.ts'],
          environment: 'node',
        },
      },
      apiProject('api-pglite', { TEST_DB: 'pglite' }, ['src/**/*.test.ts', 'test/**/*.test.ts'], SERVER_ONLY),
      ...(process.env.TEST_DATABASE_URL
        ? [apiProject('api-postgres', { TEST_DB: 'postgres' }, DATABASE_BEHAVIOUR)]
        : []),
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
          exclude: [WEB_BUILD_TESTS],
          environment: 'jsdom',
          // Each file in its own VM context inside long-lived workers: a fresh module graph and
          // jsdom window per file as before, without a new process per file loading jsdom and the
          // setup again (the forks pool spent 160 s of the web files' 170 s there; measured in
          // docs/ARCHITECTURE.md, "Tests"). Not `isolate: false`: files share module state there,
          // and a shuffled order failed.
          pool: 'vmForks',
          setupFiles: ['test/stream-globals.ts', 'test/setup.ts'],
          // A page test's first render waits for its route's lazy chunks to be transformed, which
          // took just over the 5 s default on a busy 2-core machine (the soak and a CI run saw it):
          // the bound is for a hung test, not a speed target.
          testTimeout: 15_000,
        },
      },
      {
        // The web build's zod plugin runs Vite's bundler, whose native bindings check their
        // arguments' classes: across a VM context they differ, so this file runs in a process.
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web-build',
          root: 'apps/web',
          include: [WEB_BUILD_TESTS],
          environment: 'node',
        },
      },
    ],
  },
});
