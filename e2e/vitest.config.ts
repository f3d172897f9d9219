import path from 'node:path';
import { defineConfig } from 'vitest/config';

/** End-to-end journeys: the production build served by the API, driven in Debian's Chromium. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: path.resolve(import.meta.dirname, '..'),
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/support/global-setup.ts'],
    setupFiles: ['e2e/support/setup-worker.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A page in a real browser on a busy 2-core machine can take more than vitest's default 1 s to
    // load what a poll waits for (the union sign-in's countries did, in CI); a poll that would
    // fail still fails, later.
    expect: { poll: { timeout: 10_000 } },
    // Two files at a time (E2E_WORKERS), each worker with its own server (support/worker-server.ts),
    // kept across its files: the workers are not isolated, so a worker starts its server once.
    pool: 'forks',
    isolate: false,
    maxWorkers: Number(process.env.E2E_WORKERS ?? 2),
  },
});
