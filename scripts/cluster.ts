/**
 * `npm run cluster`: GolfWallet as it is deployed, on this machine — API_INSTANCES identical API
 * processes (default 3) on one PostgreSQL and one Redis, behind Debian's nginx with the site
 * configuration of deploy/nginx/golfwallet.conf. Ctrl-C stops it all (gracefully).
 *
 * Env: API_INSTANCES (default 3), CLUSTER_PORT (nginx, default 8080), CLUSTER_FIRST_API_PORT
 * (default 3101: instances on 3101, 3102, …), DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/golfwallet_cluster, created when missing), REDIS_URL
 * (default redis://127.0.0.1:6379), CLUSTER_WORK_DIR (nginx's files, logs, the pid file; default
 * data/cluster). Any other API variable (SMTP_URL, LOG_LEVEL, …) is passed on.
 *
 * The bench (bench/cluster.ts) and the cluster test (scripts/cluster.test.ts) start the same set
 * through startCluster().
 *
 * It checks that what answers on each port is the process it started (INSTANCE_TOKEN, echoed by
 * /api/v1/health/live), refuses to start when a port is taken (exit status 1, one line), restarts an
 * instance that dies, and records its children's pids in <workDir>/cluster.pids: a supervisor
 * killed with SIGKILL leaves them behind, and the next start stops them.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
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
  /**
   * Extra variables for one instance each, by position in `apiPorts` (they override `env`): the
   * outage test and bench give one instance a DATABASE_URL through a proxy they can cut.
   */
  instanceEnv?: (Record<string, string> | undefined)[];
  /** How long an instance may take to become ready (the first one migrates and seeds). */
  readyTimeoutMs?: number;
  /**
   * Called when an instance that was ready exits without being told to (crash, OOM, kill from
   * outside); `how` says with which code or signal. npm run cluster restarts it.
   */
  onUnexpectedExit?: (instance: ApiInstance, how: string) => void;
}

export interface ApiInstance {
  readonly port: number;
  /** Direct address of this instance (not through nginx). */
  readonly url: string;
  readonly running: boolean;
  pid(): number | undefined;
  /**
   * Starts the process and waits until /api/v1/health/live answers with this start's token (the
   * process started here, not another one on the port) and /api/v1/health/ready answers 200.
   */
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

/** Whether something may listen on the port (`host` '0.0.0.0': on every IPv4 address). */
function portIsFree(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** Throws, naming the first taken port, unless nginx's port and every instance's port are free. */
export async function assertPortsFree(options: { apiPorts: number[]; port: number }): Promise<void> {
  const checks: [number, string][] = [
    [options.port, '0.0.0.0'],
    ...options.apiPorts.map((port): [number, string] => [port, '127.0.0.1']),
  ];
  for (const [port, host] of checks) {
    if (!(await portIsFree(port, host)))
      throw new Error(
        `port ${port} is already in use (another npm run cluster or program?): stop it, or choose other ports with CLUSTER_PORT / CLUSTER_FIRST_API_PORT`,
      );
  }
}

/**
 * Who answers /api/v1/health/live at `url`: the process started with `token` ('ours'), some other
 * process ('foreign': a leftover instance, another program on the port), or nothing yet ('none').
 */
export async function whoAnswers(url: string, token: string): Promise<'ours' | 'foreign' | 'none'> {
  let res: Response;
  try {
    res = await fetch(`${url}/api/v1/health/live`, { signal: AbortSignal.timeout(2_000) });
  } catch {
    return 'none';
  }
  const body = (await res.json().catch(() => undefined)) as { instance?: unknown } | undefined;
  return res.ok && body?.instance === token ? 'ours' : 'foreign';
}

/** A child process as <workDir>/cluster.pids records it: its pid and a string only it carries. */
interface RecordedChild {
  pid: number;
  /** Found in /proc/<pid>/cmdline or environ: the instance's token, nginx's config path. */
  marker: string;
  /** Its own process group (nginx, with its workers): stopped as a group. */
  group?: boolean;
}

const pidFile = (workDir: string) => path.join(workDir, 'cluster.pids');

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Whether the process `pid` is the recorded one (not a later process that got the same pid). */
function carries(pid: number, marker: string): boolean {
  for (const file of ['cmdline', 'environ']) {
    try {
      if (readFileSync(`/proc/${pid}/${file}`, 'latin1').includes(marker)) return true;
    } catch {
      // gone, or no /proc (then nothing is stopped)
    }
  }
  return false;
}

/** When the process started (clock ticks after boot, /proc/<pid>/stat): tells a reused pid apart. */
function startTimeOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

/**
 * Before a start: when the pid file names a supervisor still running, refuses (another cluster
 * runs from this folder); otherwise stops the children a killed supervisor left (SIGKILL: nothing
 * of theirs is worth waiting for) and returns how many.
 */
export async function stopLeftovers(workDir: string): Promise<number> {
  if (!existsSync(pidFile(workDir))) return 0;
  let recorded: { supervisor?: number; supervisorStart?: string; children?: RecordedChild[] } = {};
  try {
    recorded = JSON.parse(readFileSync(pidFile(workDir), 'utf8'));
  } catch {
    return 0;
  }
  const supervisor = recorded.supervisor;
  if (
    supervisor &&
    supervisor !== process.pid &&
    isAlive(supervisor) &&
    startTimeOf(supervisor) === recorded.supervisorStart
  )
    throw new Error(`another npm run cluster (pid ${supervisor}) runs from ${workDir}: stop it first`);
  const stopped: number[] = [];
  for (const child of recorded.children ?? []) {
    if (!isAlive(child.pid) || !carries(child.pid, child.marker)) continue;
    try {
      process.kill(child.group ? -child.pid : child.pid, 'SIGKILL');
      stopped.push(child.pid);
    } catch {
      // gone meanwhile
    }
  }
  // Their ports are free once they are gone (bounded: a process in uninterruptible sleep).
  const deadline = Date.now() + 5_000;
  while (stopped.some(isAlive) && Date.now() < deadline) {
    await sleep(50);
  }
  writeFileSync(pidFile(workDir), JSON.stringify({ children: [] }));
  return stopped.length;
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

function apiInstance(
  options: ClusterOptions,
  port: number,
  ownEnv: Record<string, string> | undefined,
  record: (pid: number | undefined, marker: string) => void,
): ApiInstance {
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  /** The child being stopped on purpose (kill), whose exit is no surprise. */
  let stopping: ChildProcess | undefined;
  let ready = false;
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
      const token = `cluster-${process.pid}-${port}-${randomBytes(8).toString('hex')}`;
      ready = false;
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
          ...ownEnv,
          INSTANCE_TOKEN: token,
        },
        stdio: ['ignore', log, log],
      });
      closeSync(log); // the child has its own copy
      child = started;
      record(started.pid, token);
      exited = new Promise<void>((resolve) =>
        started.once('exit', (code, signal) => {
          if (child === started) child = undefined;
          if (ready && stopping !== started)
            options.onUnexpectedExit?.(instance, signal ? `was killed (${signal})` : `exited (${code})`);
          resolve();
        }),
      );
      const deadline = Date.now() + (options.readyTimeoutMs ?? 120_000);
      for (;;) {
        if (child !== started)
          throw new Error(`API instance on ${port} exited while starting (see ${logFile})`);
        const who = await whoAnswers(url, token);
        if (who === 'foreign') {
          await instance.kill('SIGTERM');
          throw new Error(`port ${port} is answered by another process, not the instance started here`);
        }
        try {
          if (who === 'ours' && (await fetch(`${url}/api/v1/health/ready`)).ok) {
            ready = true;
            return;
          }
        } catch {
          // not ready yet
        }
        if (Date.now() > deadline)
          throw new Error(`API instance on ${port} not ready in time (see ${logFile})`);
        await sleep(250);
      }
    },
    async kill(signal) {
      const running = child;
      if (!running) return;
      stopping = running;
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
  await stopLeftovers(options.workDir);
  await assertPortsFree(options);
  await ensureDatabase(options.databaseUrl);
  const recorded = new Map<string, RecordedChild>();
  const record = (key: string, child: RecordedChild | undefined) => {
    if (child) recorded.set(key, child);
    writeFileSync(
      pidFile(options.workDir),
      JSON.stringify({
        supervisor: process.pid,
        supervisorStart: startTimeOf(process.pid),
        children: [...recorded.values()],
      }),
    );
  };
  const instances = options.apiPorts.map((port, index) =>
    apiInstance(options, port, options.instanceEnv?.[index], (pid, marker) =>
      record(`api-${port}`, pid ? { pid, marker } : undefined),
    ),
  );
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
    // nginx in its own process group: the master and its workers.
    for (const child of children) {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
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
  const nginx = spawn(NGINX, nginxArgs, { stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  children.push(nginx);
  if (nginx.pid) record('nginx', { pid: nginx.pid, marker: configFile, group: true });
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
  const workDir = path.resolve(REPO, process.env.CLUSTER_WORK_DIR || 'data/cluster');
  const apiPorts = Array.from({ length: instances }, (_, i) => firstApiPort + i);
  // Before anything is built or started: leftovers of a killed run stopped, then every port free.
  mkdirSync(workDir, { recursive: true });
  const leftovers = await stopLeftovers(workDir);
  if (leftovers > 0) console.log(`cluster: stopped ${leftovers} process(es) a killed run left behind`);
  await assertPortsFree({ apiPorts, port });
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
  console.log(`cluster: starting ${instances} API instances on ${apiPorts.join(', ')} (logs in ${workDir})…`);
  let stopping = false;
  // An instance that dies is logged and started again: at once, then after 1 s, 2 s, … 30 s while
  // it keeps failing to come up.
  const restart = async (instance: ApiInstance, how: string) => {
    console.error(
      `cluster: API instance on ${instance.port} ${how}; restarting it (log: ${workDir}/api-${instance.port}.log)`,
    );
    for (let wait = 0; !stopping; wait = Math.min(30_000, Math.max(1_000, wait * 2))) {
      await sleep(wait);
      if (stopping) return;
      try {
        await instance.start();
        console.log(`cluster: API instance on ${instance.port} is back`);
        return;
      } catch (error) {
        console.error(
          `cluster: restarting the instance on ${instance.port} failed: ${(error as Error).message}`,
        );
      }
    }
  };
  const cluster = await startCluster({
    apiPorts,
    port,
    databaseUrl,
    redisUrl,
    workDir,
    onUnexpectedExit: (instance, how) => void restart(instance, how),
  });
  console.log(
    `cluster: ready — open http://localhost:${port} (nginx over ${instances} instances; database ${new URL(databaseUrl).pathname.slice(1)}, Redis ${redisUrl}). Ctrl-C stops it.`,
  );
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('cluster: stopping (requests in flight finish)…');
    await cluster.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  process.on('SIGHUP', () => void stop());
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(`cluster: ${(error as Error).message}`);
    process.exit(1);
  });
}
