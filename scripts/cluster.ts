/**
 * `npm run cluster`: GolfWallet as it is deployed, on this machine — API_INSTANCES identical API
 * processes (default 3) on one PostgreSQL and one Redis, behind Debian's nginx with the site
 * configuration of deploy/nginx/golfwallet.conf. Ctrl-C stops it all (gracefully).
 *
 * Env: API_INSTANCES (default 3), CLUSTER_PORT (nginx, default 8080), CLUSTER_FIRST_API_PORT
 * (default 3101: instances on 3101, 3102, …), DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/golfwallet_cluster, created when missing), REDIS_URL
 * (default redis://127.0.0.1:6379). Any other API variable (SMTP_URL, LOG_LEVEL, …) is passed on.
 *
 * The bench (bench/cluster.ts) and the cluster test (scripts/cluster.test.ts) start the same set
 * through startCluster().
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { loadConfig } from '../apps/api/src/config';

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const NGINX_SITE = path.join(REPO, 'deploy/nginx/golfwallet.conf');
export const WEB_DIST = path.join(REPO, 'apps/web/dist');
const NGINX = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';

export interface ClusterOptions {
  /** Ports of the API instances, one instance each. */
  apiPorts: number[];
  /** The port nginx listens on. */
  port: number;
  databaseUrl: string;
  redisUrl: string;
  /** nginx's prefix (config, pid, temp files) and the instances' log files. */
  workDir: string;
  /** Extra variables for every instance (they override the cluster's own). */
  env?: Record<string, string>;
  /** How long an instance may take to become ready (the first one migrates and seeds). */
  readyTimeoutMs?: number;
}

export interface ApiInstance {
  readonly port: number;
  /** Direct address of this instance (not through nginx). */
  readonly url: string;
  readonly running: boolean;
  pid(): number | undefined;
  /** Starts the process and waits until /api/v1/health/ready answers 200. */
  start(): Promise<void>;
  /** Sends the signal and waits until the process has exited. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

export interface Cluster {
  /** The address golfers use: nginx. */
  url: string;
  instances: ApiInstance[];
  /** Stops nginx and the instances: gracefully (SIGTERM, they drain), or at once with `fast`. */
  stop(options?: { fast?: boolean }): Promise<void>;
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

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

/** Replaces the lines between `# <marker>-begin` and `# <marker>-end` with `lines`. */
function between(text: string, marker: string, lines: string[], indent = '    '): string {
  const pattern = new RegExp(`(# ${marker}-begin\\n)[\\s\\S]*?(\\s*# ${marker}-end)`);
  if (!pattern.test(text)) throw new Error(`${NGINX_SITE}: no ${marker}-begin/end markers`);
  return text.replace(pattern, `$1${lines.map((line) => `${indent}${line}`).join('\n')}$2`);
}

/**
 * deploy/nginx/golfwallet.conf for these instances and port, inside a main configuration of its
 * own (pid, logs and temp files under `workDir`, in the foreground), so nginx runs without
 * touching the machine's /etc/nginx set-up.
 */
export function renderNginxConfig(options: {
  apiPorts: number[];
  port: number;
  workDir: string;
  webRoot: string;
}) {
  const [first, second] = options.apiPorts;
  let site = readFileSync(NGINX_SITE, 'utf8');
  site = between(
    site,
    'api-instances',
    options.apiPorts.map((port) => `server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`),
  );
  site = between(site, 'dev-oidc', [
    `server 127.0.0.1:${first};`,
    ...(second ? [`server 127.0.0.1:${second} backup;`] : []),
  ]);
  site = site
    .replace(/^\s*listen \[::\]:80;\n/m, '')
    .replace(/^(\s*)listen 80;/m, `$1listen ${options.port};`)
    .replace(/^(\s*)root [^;]+;/m, `$1root ${options.webRoot};`);
  const dir = options.workDir;
  return `# Written by scripts/cluster.ts from deploy/nginx/golfwallet.conf; rewritten on every start.
daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${dir}/tmp/body;
    proxy_temp_path ${dir}/tmp/proxy;
    fastcgi_temp_path ${dir}/tmp/fastcgi;
    uwsgi_temp_path ${dir}/tmp/uwsgi;
    scgi_temp_path ${dir}/tmp/scgi;
${site}
}
`;
}

async function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Creates the database when the server has none of that name. */
export async function ensureDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`database name ${name}: letters, digits and _ only`);
  url.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: url.toString() });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
}

function apiInstance(options: ClusterOptions, port: number): ApiInstance {
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  const url = `http://127.0.0.1:${port}`;
  const logFile = path.join(options.workDir, `api-${port}.log`);
  const instance: ApiInstance = {
    port,
    url,
    get running() {
      return child !== undefined;
    },
    pid: () => child?.pid,
    async start() {
      if (child) return;
      const log = openSync(logFile, 'a');
      const started = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
        cwd: REPO,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          HOST: '127.0.0.1',
          PORT: String(port),
          DATABASE_URL: options.databaseUrl,
          REDIS_URL: options.redisUrl,
          TRUST_PROXY: 'true',
          PUBLIC_URL: `http://localhost:${options.port}`,
          LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
          // Longer than the upstream keepalive_timeout (4 s) of deploy/nginx/golfwallet.conf.
          SHUTDOWN_DRAIN_MS: '5000',
          ...options.env,
        },
        stdio: ['ignore', log, log],
      });
      closeSync(log); // the child has its own copy
      child = started;
      exited = new Promise<void>((resolve) =>
        started.once('exit', () => {
          if (child === started) child = undefined;
          resolve();
        }),
      );
      const deadline = Date.now() + (options.readyTimeoutMs ?? 120_000);
      for (;;) {
        if (child !== started)
          throw new Error(`API instance on ${port} exited while starting (see ${logFile})`);
        try {
          if ((await fetch(`${url}/api/v1/health/ready`)).ok) return;
        } catch {
          // not listening yet
        }
        if (Date.now() > deadline)
          throw new Error(`API instance on ${port} not ready in time (see ${logFile})`);
        await sleep(250);
      }
    },
    async kill(signal) {
      const running = child;
      if (!running) return;
      running.kill(signal);
      await exited;
    },
  };
  return instance;
}

/**
 * Starts the instances (together: they race for the start-up lock, one migrates and seeds), waits
 * until each is ready, then starts nginx in front of them.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  for (const dir of ['', 'tmp']) mkdirSync(path.join(options.workDir, dir), { recursive: true });
  await ensureDatabase(options.databaseUrl);
  const instances = options.apiPorts.map((port) => apiInstance(options, port));
  const stopInstances = (signal: NodeJS.Signals = 'SIGTERM') =>
    Promise.all(instances.map((instance) => instance.kill(signal)));
  // Whatever happens to the caller, no instance or nginx outlives it.
  const children: ChildProcess[] = [];
  const killAll = () => {
    for (const instance of instances) {
      const pid = instance.pid();
      try {
        if (pid) process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    for (const child of children) child.kill('SIGKILL');
  };
  process.once('exit', killAll);
  try {
    await Promise.all(instances.map((instance) => instance.start()));
  } catch (error) {
    await stopInstances();
    process.off('exit', killAll);
    throw error;
  }

  const configFile = path.join(options.workDir, 'nginx.conf');
  // Without a web build (tests, bench) nginx serves an empty folder, never the work folder itself.
  const emptyRoot = path.join(options.workDir, 'no-web-build');
  if (!existsSync(WEB_DIST)) mkdirSync(emptyRoot, { recursive: true });
  writeFileSync(
    configFile,
    renderNginxConfig({ ...options, webRoot: existsSync(WEB_DIST) ? WEB_DIST : emptyRoot }),
  );
  const nginxArgs = [
    '-e',
    path.join(options.workDir, 'nginx-error.log'),
    '-p',
    options.workDir,
    '-c',
    configFile,
  ];
  const check = spawnSync(NGINX, ['-t', '-q', ...nginxArgs], { encoding: 'utf8' });
  if (check.status !== 0) {
    await stopInstances();
    process.off('exit', killAll);
    throw new Error(`nginx rejected ${configFile}: ${check.stderr || check.error?.message}`);
  }
  const nginx = spawn(NGINX, nginxArgs, { stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(nginx);
  const nginxExited = new Promise<void>((resolve) => nginx.once('exit', () => resolve()));
  const deadline = Date.now() + 10_000;
  while (!(await canConnect(options.port))) {
    if (nginx.exitCode !== null || Date.now() > deadline) {
      await stopInstances();
      process.off('exit', killAll);
      throw new Error(`nginx did not listen on ${options.port} (see ${options.workDir}/nginx-error.log)`);
    }
    await sleep(100);
  }
  return {
    url: `http://127.0.0.1:${options.port}`,
    instances,
    async stop(stopOptions = {}) {
      nginx.kill(stopOptions.fast ? 'SIGTERM' : 'SIGQUIT');
      await Promise.all([nginxExited, stopInstances(stopOptions.fast ? 'SIGKILL' : 'SIGTERM')]);
      process.off('exit', killAll);
    },
  };
}

/** Starts PostgreSQL or Redis on this machine when it is not answering (as .ci/run does). */
function ensureServices(redisUrl: string) {
  const run = (command: string, args: string[]) =>
    spawnSync(command, args, { stdio: 'inherit' }).status === 0;
  if (!run('pg_isready', ['-q', '-h', '127.0.0.1', '-p', '5432'])) {
    const version = existsSync('/etc/postgresql')
      ? spawnSync('ls', ['/etc/postgresql'], { encoding: 'utf8' }).stdout.split('\n')[0]
      : '';
    if (version) run('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start']);
  }
  const redis = new URL(redisUrl);
  const redisPort = redis.port || '6379';
  if (
    spawnSync('redis-cli', ['-h', redis.hostname, '-p', redisPort, 'ping'], { stdio: 'ignore' }).status !== 0
  ) {
    run('redis-server', [
      '--daemonize',
      'yes',
      '--bind',
      '127.0.0.1',
      '--port',
      redisPort,
      '--save',
      '',
      '--appendonly',
      'no',
    ]);
  }
}

async function main() {
  const port = Number(process.env.CLUSTER_PORT ?? 8080);
  const firstApiPort = Number(process.env.CLUSTER_FIRST_API_PORT ?? 3101);
  for (const [name, value] of [
    ['CLUSTER_PORT', port],
    ['CLUSTER_FIRST_API_PORT', firstApiPort],
  ] as const) {
    if (!Number.isInteger(value) || value < 1 || value > 65535) throw new Error(`${name}: a port number`);
  }
  const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/golfwallet_cluster';
  // The instances' configuration, checked once here (a bad value stops before anything starts);
  // API_INSTANCES is one of its variables.
  const instances = loadConfig({ ...process.env, DATABASE_URL: databaseUrl }).API_INSTANCES;
  const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
  if (!existsSync(NGINX) && spawnSync('nginx', ['-v'], { stdio: 'ignore' }).status !== 0) {
    throw new Error(
      'nginx is missing: run `sudo apt-get install -y nginx` (Debian), then npm run cluster again.',
    );
  }
  ensureServices(redisUrl);
  if (!existsSync(path.join(WEB_DIST, 'index.html'))) {
    console.log('cluster: building the web app (npm run build)…');
    if (spawnSync('npm', ['run', 'build'], { cwd: REPO, stdio: 'inherit' }).status !== 0) process.exit(1);
  }
  const workDir = path.join(REPO, 'data/cluster');
  const apiPorts = Array.from({ length: instances }, (_, i) => firstApiPort + i);
  console.log(`cluster: starting ${instances} API instances on ${apiPorts.join(', ')} (logs in ${workDir})…`);
  const cluster = await startCluster({ apiPorts, port, databaseUrl, redisUrl, workDir });
  console.log(
    `cluster: ready — open http://localhost:${port} (nginx over ${instances} instances; database ${new URL(databaseUrl).pathname.slice(1)}, Redis ${redisUrl}). Ctrl-C stops it.`,
  );
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('cluster: stopping (requests in flight finish)…');
    await cluster.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(`cluster: ${(error as Error).message}`);
    process.exit(1);
  });
}
