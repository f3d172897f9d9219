import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ensureChromium, thisMachine } from '../../scripts/test-prerequisites';

function alive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Checks the build and Chromium once, and gives the workers a directory for their servers (each
 * worker starts its own: worker-server.ts). At the end every server a worker started is stopped,
 * also when its worker was killed first, and their embedded databases are removed.
 */
export default async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, '../..');
  if (!existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error('Build the web app first: npm run build');
  }
  // npm test has done this already (scripts/test-prerequisites.ts); here for npm run test:e2e alone.
  const chromium = ensureChromium(thisMachine, process.env);
  if (!chromium.ok) throw new Error(chromium.line);
  const serversDir = mkdtempSync(path.join(os.tmpdir(), 'golfwallet-e2e-'));
  project.provide('serversDir', serversDir);
  return async () => {
    const pids = readdirSync(serversDir)
      .filter((name) => name.endsWith('.pid'))
      .map((name) => Number(readFileSync(path.join(serversDir, name), 'utf8')));
    for (const pid of pids) if (alive(pid)) process.kill(pid, 'SIGTERM');
    const deadline = Date.now() + 5_000;
    while (pids.some(alive) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    for (const pid of pids) if (alive(pid)) process.kill(pid, 'SIGKILL');
    rmSync(serversDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    serversDir: string;
  }
}
