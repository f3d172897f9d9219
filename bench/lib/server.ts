import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import { REPO } from './figures';

export interface RunningServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the production server (`NODE_ENV=production node --import tsx apps/api/src/server.ts`) on
 * the bench database, with the floor route mounted and the per-IP rate limit out of the way (every
 * benchmark request comes from 127.0.0.1). Resolves once /api/v1/health answers.
 */
export async function startServer(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: REPO,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: url,
      BENCH_FLOOR_ROUTE: 'true',
      RATE_LIMIT_PER_MINUTE: '1000000000',
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
      SEED_DEMO: 'false',
      SMTP_URL: '',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  // Whatever happens to the benchmark, its server does not outlive it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.on('exit', () => {
    exited = true;
    process.off('exit', killOnExit);
  });
  // A loaded machine starts slowly: BENCH_START_SECONDS waits longer (default 60).
  const startSeconds = Number(process.env.BENCH_START_SECONDS ?? 60);
  const deadline = Date.now() + startSeconds * 1000;
  while (Date.now() < deadline) {
    if (exited) throw new Error('the server exited while starting');
    try {
      const res = await fetch(`${url}/api/v1/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (Date.now() >= deadline) {
    child.kill('SIGTERM');
    throw new Error(`the server did not answer /api/v1/health within ${startSeconds} s`);
  }
  return {
    url,
    pid: child.pid!,
    stop: () =>
      new Promise<void>((resolve) => {
        if (exited) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** Logs in through the API and answers the Basic auth header for the session. */
export async function logIn(baseUrl: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/v1/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login as ${email} failed: ${res.status} ${await res.text()}`);
  const { session_id } = (await res.json()) as { session_id: string };
  return `Basic ${Buffer.from(`${session_id}:`).toString('base64')}`;
}
