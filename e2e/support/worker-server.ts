import { spawn } from 'node:child_process';
import { mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { freePort } from '../../scripts/cluster';

/**
 * The production server (built web app + API, fresh embedded database, demo data) of this test
 * worker. Each worker has its own, started before its first file and kept for the files after it
 * (the e2e project does not isolate its workers), so files in different workers run side by side
 * without sharing data, the test clock or rate limits. global-setup.ts stops them all at the end.
 */
interface WorkerServer {
  baseUrl: string;
  port: number;
}

const holder = globalThis as { e2eServer?: Promise<WorkerServer>; e2eServerReady?: WorkerServer };

async function start(): Promise<WorkerServer> {
  const root = path.resolve(import.meta.dirname, '../..');
  const worker = process.env.VITEST_POOL_ID ?? String(process.pid);
  const dir = path.join(inject('serversDir'), `worker-${worker}`);
  mkdirSync(dir, { recursive: true });
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const log = path.join(dir, 'server.log');
  const out = openSync(log, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dir, 'data'),
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      TEST_CLOCK_ROUTE: 'true',
      SMTP_URL: '',
      DEV_MAILBOX: 'local',
      DATABASE_URL: '',
    },
    // A log file, not this worker's pipes: the server may outlive a killed worker until the
    // global teardown stops it, and must not hold the run's output open.
    stdio: ['ignore', out, out],
  });
  writeFileSync(path.join(inject('serversDir'), `${child.pid}.pid`), String(child.pid));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`server exited with ${child.exitCode}:\n${readFileSync(log, 'utf8').slice(-4000)}`);
    }
    try {
      if ((await fetch(`${baseUrl}/api/v1/health`)).ok) return { baseUrl, port };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server did not become healthy:\n${readFileSync(log, 'utf8').slice(-4000)}`);
}

/** Starts this worker's server, once (setup-worker.ts, before each file's own hooks). */
export async function startWorkerServer(): Promise<void> {
  holder.e2eServer ??= start();
  holder.e2eServerReady = await holder.e2eServer;
}

/** This worker's server. */
export function workerServer(): WorkerServer {
  const ready = holder.e2eServerReady;
  if (!ready) throw new Error('the worker server is not started (e2e/support/setup-worker.ts starts it)');
  return ready;
}
