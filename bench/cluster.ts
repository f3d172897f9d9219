import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { cpuSplit, pidsNamed } from './lib/cpu';
import {
  checkLedger,
  createDrillVouchers,
  drillLogin,
  drillPassed,
  redeemAll,
} from '../scripts/cluster-drill';
import { checkOutage, databaseUnavailableLines, startOutageLoad } from '../scripts/cluster-outage';
import { type Cluster, freePort, sleep, startCluster } from '../scripts/cluster';
import { startTcpProxy } from '../apps/api/test/fault/tcp-proxy';
import {
  atMost,
  type BenchResult,
  check,
  type Figure,
  info,
  machine,
  printResult,
  REPO,
  round,
  writeResult,
} from './lib/figures';

/**
 * npm run bench:cluster [-- --quick] [-- --duration N] [-- --connections N] (issue 11): the
 * cluster of `npm run cluster` (API instances behind nginx on PostgreSQL and Redis) measured and
 * broken on purpose. Figures go to bench/results/cluster.json; bench/README.md keeps a run.
 *
 * 1. Throughput: autocannon through nginx over 1 instance, then over 3, same database and data:
 *    requests per second and p99 of the voucher list and of redemption, the ratio, and how the
 *    machine's CPU time was split (API instances, PostgreSQL, nginx, autocannon).
 * 2. SIGKILL of one instance of 3 while golfers redeem one-use vouchers through nginx: every
 *    acknowledged redemption is in the ledger, none is doubled, every request ends in success or a
 *    clean retryable error; the instance restarts and serves.
 * 3. The login limit across instances: 10 wrong passwords spread over the 3 instances, then the
 *    11th attempt is refused whichever instance answers.
 * 4. Redis and PostgreSQL go away under load (a private Redis stopped and started again; the
 *    instances reach PostgreSQL through a TCP proxy that is cut and restored — the machine's shared
 *    PostgreSQL is not restarted): the API answers 503 meanwhile and recovers without a restart.
 * 5. One instance of 3 loses its database under load (issue 37; scripts/cluster-outage.ts, the
 *    drill of scripts/cluster-outage.test.ts at bench size): GETs, keyed and plain redemptions
 *    through nginx while that instance's proxy to PostgreSQL is cut; failed % of the idempotent
 *    requests, p99 before and during the cut, keyed redemptions not used exactly once, POSTs run
 *    twice. `--outage-only` runs this part alone.
 *
 * Env: BENCH_CLUSTER_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/golfwallet_bench_cluster,
 * recreated each run).
 */

interface Args {
  quick: boolean;
  outageOnly: boolean;
  duration: number;
  connections: number;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { quick: false, outageOnly: false, duration: 10, connections: 50 };
  for (let i = 0; i < argv.length; i++) {
    const [flag, inline] = argv[i]!.split('=', 2) as [string, string | undefined];
    const value = () => Number(inline ?? argv[++i]);
    if (flag === '--quick') {
      args.quick = true;
      args.duration = 3;
    } else if (flag === '--outage-only') args.outageOnly = true;
    else if (flag === '--duration') args.duration = value();
    else if (flag === '--connections') args.connections = value();
    else throw new Error(`Unknown option ${argv[i]}. See bench/README.md.`);
  }
  return args;
}

const DEFAULT_DATABASE = 'postgres://postgres@127.0.0.1:5432/golfwallet_bench_cluster';

async function admin<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const url = new URL(databaseUrl);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function query<T extends pg.QueryResultRow>(databaseUrl: string, sql: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

interface Measured {
  rps: number;
  p99: number;
  errors: number;
  non2xx: number;
  total: number;
  cpu: Record<string, number>;
}

async function measure(
  cluster: Cluster,
  request: { method: string; path: string; body?: () => string },
  headers: Record<string, string>,
  args: Args,
): Promise<Measured> {
  const run = () =>
    autocannon({
      url: cluster.url,
      connections: args.connections,
      duration: args.duration,
      timeout: 10,
      requests: [
        {
          method: request.method as 'GET' | 'POST',
          path: request.path,
          headers: { ...headers, ...(request.body ? { 'content-type': 'application/json' } : {}) },
          ...(request.body ? { setupRequest: (r) => ({ ...r, body: request.body!() }) } : {}),
        },
      ],
    });
  await autocannon({
    url: cluster.url,
    connections: 10,
    duration: 1,
    requests: [{ path: request.path, headers }],
  });
  const { result, used } = await cpuSplit(
    {
      'API instances': () =>
        cluster.instances.map((i) => i.pid()).filter((pid): pid is number => pid !== undefined),
      PostgreSQL: () => pidsNamed('postgres'),
      nginx: () => pidsNamed('nginx'),
      'autocannon (this process)': () => [process.pid],
    },
    run,
  );
  return {
    rps: round(result.requests.average, 0),
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
    cpu: used,
  };
}

/** Unlimited vouchers of the demo golfer for the redemption throughput runs. */
async function unlimitedVouchers(databaseUrl: string, count: number) {
  const vouchers = await createDrillVouchers(databaseUrl, count);
  await query(
    databaseUrl,
    'update vouchers set uses_total = null, uses_left = null where id = any($1::bigint[])',
    [vouchers.ids],
  );
  return vouchers;
}

async function clusterOf(
  instances: number,
  databaseUrl: string,
  redisUrl: string,
  env: Record<string, string> = {},
  more: { tag?: string; instanceEnv?: (Record<string, string> | undefined)[] } = {},
): Promise<Cluster> {
  const ports: number[] = [];
  for (let i = 0; i <= instances; i++) ports.push(await freePort());
  return startCluster({
    apiPorts: ports.slice(0, instances),
    port: ports[instances]!,
    databaseUrl,
    redisUrl,
    workDir: clusterWorkDir(instances, more.tag),
    env: { RATE_LIMIT_PER_MINUTE: '1000000000', ...env },
    instanceEnv: more.instanceEnv,
    // tsx loading the API takes minutes on a machine loaded by other work.
    readyTimeoutMs: 300_000,
  });
}

const clusterWorkDir = (instances: number, tag = '') =>
  path.join(os.tmpdir(), `golfwallet-bench-cluster-${instances}${tag}-${process.pid}`);

/**
 * 5. One instance of 3 loses its database under load (issue 37): its PostgreSQL connections go
 * through a TCP proxy of its own, cut after the load ran a while (open connections destroyed, new
 * ones refused) and restored later; the other two keep theirs. Counted, not timed: the cut lasts
 * until enough requests were answered and nginx tried the instance several times.
 */
async function oneInstanceOutage(databaseUrl: string, redisUrl: string, args: Args): Promise<Figure[]> {
  const target = new URL(databaseUrl);
  const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const proxied = new URL(databaseUrl);
  proxied.port = String(proxy.port);
  console.log('\n3 instances, the third reaching PostgreSQL through a TCP proxy: starting…');
  const cluster = await clusterOf(
    3,
    databaseUrl,
    redisUrl,
    {},
    {
      tag: '-outage',
      instanceEnv: [undefined, undefined, { DATABASE_URL: proxied.toString() }],
    },
  );
  try {
    const victim = cluster.instances[2]!;
    const victimLog = () =>
      readFileSync(path.join(clusterWorkDir(3, '-outage'), `api-${victim.port}.log`), 'utf8');
    const size = args.quick ? 1 : 3;
    const load = startOutageLoad({
      baseUrl: cluster.url,
      auth: await drillLogin(cluster.url),
      keyedVouchers: await createDrillVouchers(databaseUrl, 1_500 * size),
      plainVouchers: await createDrillVouchers(databaseUrl, 500 * size),
      getWorkers: 6,
      keyedWorkers: 4,
      plainWorkers: 2,
    });
    process.stdout.write(`  one instance's database cut under load… `);
    let sent: Awaited<ReturnType<typeof load.stop>> = [];
    try {
      await load.waitForMore(300 * size);
      const before = databaseUnavailableLines(victimLog());
      load.setPhase('cut');
      await proxy.cut();
      await load.waitForMore(800 * size, 600_000);
      for (let i = 0; databaseUnavailableLines(victimLog()) - before < 3 * size; i++) {
        if (i > 2_000) throw new Error('nginx sent the cut instance no requests');
        await load.waitForMore(10, 600_000);
      }
      load.setPhase('after');
      await proxy.restore();
      for (let i = 0; ; i++) {
        const res = await fetch(`${victim.url}/api/v1/health/ready`).catch(() => undefined);
        if (res?.status === 200) break;
        if (i > 240) throw new Error('the instance did not become ready again');
        await sleep(250);
      }
      await load.waitForMore(200 * size, 600_000);
    } finally {
      sent = await load.stop();
    }
    const report = await checkOutage(databaseUrl, sent);
    console.log(JSON.stringify(report));
    const failedPct = round((100 * report.idempotent.failed) / Math.max(1, report.idempotent.sent), 2);
    const failedCutPct = round(
      (100 * report.idempotent.failedWhileCut) / Math.max(1, report.idempotent.sentWhileCut),
      2,
    );
    const twice =
      report.vouchersUsedTwice +
      report.plain.answeredUsedUp +
      report.keyed.notUsedExactlyOnce +
      report.keyed.answeredDifferently +
      report.keyed.storedDifferently;
    return [
      info('1 DB cut: idempotent requests (GET + keyed POST)', report.idempotent.sent, 'requests'),
      info('1 DB cut: of those, sent while cut', report.idempotent.sentWhileCut, 'requests'),
      atMost('1 DB cut: idempotent requests failed', failedPct, '%', 1, '< 1 %'),
      info('1 DB cut: idempotent failed while cut', failedCutPct, '%'),
      info('1 DB cut: p99 before the cut', report.p99BeforeMs, 'ms'),
      info('1 DB cut: p99 while cut', report.p99WhileCutMs, 'ms'),
      atMost('1 DB cut: POSTs run twice (duplicates)', twice, 'POSTs', 0, '0'),
      atMost('1 DB cut: keyed redemptions unresolved', report.keyed.unresolved, 'keys', 0, '0'),
      atMost('1 DB cut: wrong answers', report.wrongAnswers.length, 'answers', 0, '0'),
      info('1 DB cut: plain POSTs failed (503, not resent)', report.plain.failed, 'requests'),
      info('1 DB cut: plain POSTs sent', report.plain.sent, 'requests'),
    ];
  } finally {
    await cluster.stop({ fast: true });
    await proxy.close();
  }
}

/** A Redis of the bench's own (so stopping it disturbs nobody else on the machine). */
async function privateRedis(port: number) {
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.once('exit', () => child.kill('SIGKILL'));
  for (let i = 0; i < 50; i++) {
    try {
      await new Promise<void>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1');
        socket.once('connect', () => {
          socket.destroy();
          resolve();
        });
        socket.once('error', reject);
      });
      break;
    } catch {
      await sleep(100);
    }
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Sends GET /vouchers through nginx in a loop while `breakIt` takes a dependency away and gives it
 * back; answers how the requests ended and how long after the dependency was back the first 200
 * came.
 */
async function outage(
  cluster: Cluster,
  headers: Record<string, string>,
  breakIt: { down(): Promise<void>; up(): Promise<void> },
  downSeconds: number,
) {
  const statuses = new Map<string, number>();
  let backAt = 0;
  let recoveredAfterMs = -1;
  let running = true;
  const loop = async () => {
    while (running) {
      let key: string;
      try {
        const res = await fetch(`${cluster.url}/api/v1/vouchers?limit=20`, {
          headers,
          signal: AbortSignal.timeout(10_000),
        });
        await res.arrayBuffer();
        key = String(res.status);
        if (res.status === 200 && backAt && recoveredAfterMs < 0) recoveredAfterMs = Date.now() - backAt;
      } catch {
        key = 'network error';
      }
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
      await sleep(20);
    }
  };
  const loops = Array.from({ length: 4 }, loop);
  await sleep(1_000);
  await breakIt.down();
  await sleep(downSeconds * 1000);
  await breakIt.up();
  backAt = Date.now();
  const deadline = Date.now() + 30_000;
  while (recoveredAfterMs < 0 && Date.now() < deadline) await sleep(50);
  await sleep(1_000);
  running = false;
  await Promise.all(loops);
  return { statuses: Object.fromEntries(statuses), recoveredAfterMs };
}

/**
 * The exactly-once mail drill of the job queue (apps/api/test/fault/job-queue.test.ts, which CI
 * runs with 300 mails and 2 instances) at bench size: 1,000 queued mails, 3 queue instances, one
 * SMTP sink (smtp-server) counting what each address received.
 */
function mailDrill(databaseUrl: string, mails: number, instances: number) {
  const server = new URL(databaseUrl);
  server.pathname = '/postgres';
  const started = Date.now();
  const run = spawnSync(
    process.execPath,
    [
      path.join(REPO, 'node_modules/vitest/vitest.mjs'),
      'run',
      '--project',
      'api-postgres',
      'test/fault/job-queue.test.ts',
      '-t',
      'queued mails',
    ],
    {
      cwd: REPO,
      encoding: 'utf8',
      env: {
        ...process.env,
        TEST_DATABASE_URL: server.toString(),
        JOB_QUEUE_MAILS: String(mails),
        JOB_QUEUE_INSTANCES: String(instances),
      },
    },
  );
  return {
    passed: run.status === 0,
    seconds: (Date.now() - started) / 1000,
    output: run.stdout + run.stderr,
  };
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const databaseUrl = process.env.BENCH_CLUSTER_DATABASE_URL ?? DEFAULT_DATABASE;
  const name = new URL(databaseUrl).pathname.slice(1);
  await admin(databaseUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  });
  const redis = await privateRedis(await freePort());
  const figures: Figure[] = [];
  const details: Record<string, unknown> = {};
  console.log(
    `bench:cluster — ${os.cpus().length} CPUs, load ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );

  // --outage-only: part 5 alone.
  if (args.outageOnly) {
    try {
      figures.push(...(await oneInstanceOutage(databaseUrl, redis.url, args)));
    } finally {
      await redis.stop().catch(() => {});
    }
    return finish(args, figures, details);
  }

  // 1. Throughput: 1 instance, then 3, through nginx.
  const runs: Record<string, Record<string, Measured>> = {};
  let listVouchers = 0;
  for (const instances of [1, 3]) {
    console.log(`\n${instances} instance(s) behind nginx: starting…`);
    const cluster = await clusterOf(instances, databaseUrl, redis.url);
    try {
      if (instances === 1) listVouchers = (await createDrillVouchers(databaseUrl, 500)).ids.length;
      const redeemable = await unlimitedVouchers(databaseUrl, 500);
      const auth = await drillLogin(cluster.url);
      const headers = { authorization: auth, 'accept-language': 'da' };
      let next = 0;
      const routes = {
        'GET /vouchers (page of 20)': { method: 'GET', path: '/api/v1/vouchers?limit=20' },
        'POST /voucher/redeem': {
          method: 'POST',
          path: '/api/v1/voucher/redeem',
          body: () =>
            JSON.stringify({
              voucher_id: redeemable.ids[next++ % redeemable.ids.length],
              club_id: redeemable.clubId,
            }),
        },
      };
      runs[instances] = {};
      for (const [route, request] of Object.entries(routes)) {
        process.stdout.write(`  ${route}: ${args.duration} s at ${args.connections} connections… `);
        const m = await measure(cluster, request, headers, args);
        runs[instances]![route] = m;
        console.log(`${m.rps} req/s, p99 ${m.p99} ms, CPU ${JSON.stringify(m.cpu)}`);
      }
    } finally {
      await cluster.stop({ fast: true });
    }
  }
  for (const route of Object.keys(runs[1]!)) {
    const one = runs[1]![route]!;
    const three = runs[3]![route]!;
    figures.push(info(`${route}: 1 instance`, one.rps, 'req/s'));
    figures.push(info(`${route}: 3 instances`, three.rps, 'req/s'));
    figures.push(info(`${route}: ratio 3 / 1`, round(three.rps / one.rps, 2), '×'));
    figures.push(info(`${route}: p99, 1 instance`, one.p99, 'ms'));
    figures.push(info(`${route}: p99, 3 instances`, three.p99, 'ms'));
    const failed = three.errors + three.non2xx + one.errors + one.non2xx;
    figures.push(atMost(`${route}: errors and non-2xx`, failed, 'errors', 0, '0'));
    const api = three.cpu['API instances'] ?? 0;
    const total = Object.values(three.cpu).reduce((a, b) => a + b, 0);
    figures.push(info(`${route}: API share of CPU (3 inst.)`, round((100 * api) / (total || 1), 0), '%'));
  }
  details.throughput = runs;
  details.listVouchers = listVouchers;

  // 5. One instance of 3 loses its database under load: beside the throughput figures.
  figures.push(...(await oneInstanceOutage(databaseUrl, redis.url, args)));

  // 2–4 on one cluster of 3 whose PostgreSQL connections go through a proxy the bench can cut.
  const target = new URL(databaseUrl);
  const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  const proxied = new URL(databaseUrl);
  proxied.port = String(proxy.port);
  console.log('\n3 instances (PostgreSQL through a TCP proxy): starting…');
  const cluster = await clusterOf(3, proxied.toString(), redis.url, { LOGIN_MAX_FAILURES: '10' });
  try {
    // 2. SIGKILL under load.
    const count = args.quick ? 300 : 1500;
    const vouchers = await createDrillVouchers(databaseUrl, count);
    const auth = await drillLogin(cluster.url);
    const victim = cluster.instances[1]!;
    let killedAt = 0;
    let restart: Promise<void> | undefined;
    process.stdout.write(`  SIGKILL drill: ${count} one-use vouchers, 30 at a time… `);
    const outcomes = await redeemAll({
      baseUrl: cluster.url,
      auth,
      vouchers,
      concurrency: 30,
      during: (done) => {
        if (done === Math.floor(count / 3)) {
          killedAt = Date.now();
          restart = victim.kill('SIGKILL').then(() => victim.start());
        }
      },
    });
    await restart;
    const restartMs = Date.now() - killedAt;
    const report = await checkLedger(databaseUrl, outcomes);
    console.log(drillPassed(report) ? 'passed' : 'FAILED');
    const serves = await redeemAll({
      baseUrl: victim.url,
      auth,
      vouchers: await createDrillVouchers(databaseUrl, 3),
      concurrency: 1,
      retries: 0,
    });
    figures.push(info('SIGKILL: vouchers redeemed through nginx', report.vouchers, 'vouchers'));
    figures.push(atMost('SIGKILL: acknowledged redemptions lost', report.acknowledgedLost, 'lost', 0, '0'));
    figures.push(atMost('SIGKILL: vouchers redeemed twice', report.doubleRedeemed, 'vouchers', 0, '0'));
    figures.push(
      atMost('SIGKILL: answers not success/retryable', report.wrongAnswers.length, 'answers', 0, '0'),
    );
    figures.push(atMost('SIGKILL: unresolved after retries', report.unresolved, 'vouchers', 0, '0'));
    figures.push(info('SIGKILL: requests in flight that failed', report.retryableFailures, 'requests'));
    figures.push(
      info('SIGKILL: of those, written (retry: used up)', report.writtenBeforeAnswerLost, 'requests'),
    );
    figures.push(info('SIGKILL: kill to restarted and ready', restartMs, 'ms'));
    figures.push(
      check(
        'SIGKILL: restarted instance serves',
        serves.every((o) => o.attempts[0]?.kind === 'ok'),
        'yes',
      ),
    );
    details.kill = report;

    // 3. The login limit across instances.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      const instance = cluster.instances[attempt % cluster.instances.length]!;
      const res = await fetch(`${instance.url}/api/v1/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.7' },
        body: JSON.stringify({ email: 'anna@golfwallet.dk', password: `wrong-${attempt}` }),
      });
      statuses.push(res.status);
    }
    details.loginStatuses = statuses;
    figures.push(
      check(
        'login limit: 10 failures over 3 instances, 11th refused',
        statuses.slice(0, 10).every((s) => s === 401) && statuses[10] === 429,
        '10 × 401, then 429',
      ),
    );

    // 4. Redis and PostgreSQL away under load.
    const headers = { authorization: auth, 'accept-language': 'da' };
    const downSeconds = args.quick ? 2 : 5;
    let redisAgain: Awaited<ReturnType<typeof privateRedis>> | undefined;
    const redisPort = Number(new URL(redis.url).port);
    process.stdout.write(`  Redis away for ${downSeconds} s under load… `);
    const redisOutage = await outage(
      cluster,
      headers,
      {
        down: () => redis.stop(),
        up: async () => {
          redisAgain = await privateRedis(redisPort);
        },
      },
      downSeconds,
    );
    console.log(JSON.stringify(redisOutage));
    process.stdout.write(`  PostgreSQL away for ${downSeconds} s under load… `);
    const databaseOutage = await outage(
      cluster,
      headers,
      { down: () => proxy.cut(), up: () => proxy.restore() },
      downSeconds,
    );
    console.log(JSON.stringify(databaseOutage));
    for (const [what, result] of [
      ['Redis', redisOutage],
      ['PostgreSQL', databaseOutage],
    ] as const) {
      const other = Object.entries(result.statuses).filter(([status]) => !['200', '503'].includes(status));
      figures.push(
        check(`${what} away: answers 503 meanwhile`, (result.statuses['503'] ?? 0) > 0, '503s seen'),
      );
      figures.push(
        atMost(
          `${what} away: answers other than 200/503`,
          other.reduce((n, [, c]) => n + c, 0),
          'answers',
          0,
          '0',
        ),
      );
      figures.push(
        check(
          `${what} away: recovers without a restart`,
          result.recoveredAfterMs >= 0,
          'first 200 within 30 s',
        ),
      );
      if (result.recoveredAfterMs >= 0)
        figures.push(info(`${what} away: back to 200 after`, result.recoveredAfterMs, 'ms'));
    }
    details.outages = { redis: redisOutage, postgres: databaseOutage };
    await redisAgain?.stop();
  } finally {
    await cluster.stop({ fast: true });
    await proxy.close();
    await redis.stop().catch(() => {});
  }

  console.log('\nJob queue: 1,000 queued mails, 3 instances, one SMTP sink…');
  const drill = mailDrill(databaseUrl, 1_000, 3);
  if (!drill.passed) console.log(drill.output.slice(-4000));
  figures.push(
    check('1,000 queued mails over 3 instances: each delivered exactly once', drill.passed, 'all, once'),
  );
  figures.push(info('1,000 queued mails over 3 instances: drill time (with start-up)', drill.seconds, 's'));
  finish(args, figures, details);
}

function finish(args: Args, figures: Figure[], details: Record<string, unknown>) {
  const result: BenchResult = {
    // The outage alone is kept apart from the full run's figures.
    name: args.outageOnly ? 'cluster-outage' : 'cluster',
    title: args.outageOnly
      ? 'Cluster, one instance of 3 losing its database under load (npm run bench:cluster -- --outage-only)'
      : `Cluster (npm run cluster: API instances behind nginx on PostgreSQL and Redis; autocannon ${args.connections} connections, ${args.duration} s per route)`,
    measuredAt: new Date().toISOString(),
    quick: args.quick,
    machine: machine(),
    figures,
    details,
  };
  printResult(result);
  console.log(`  → ${path.relative(REPO, writeResult(result))}`);
  if (!args.outageOnly)
    console.log(
      `\nOn this machine (${os.cpus().length} CPUs shared with the database, nginx and autocannon) more instances cannot add CPU: the ratio shows the cost or gain of spreading the work. On a host with a core per instance, throughput grows with the instances until PostgreSQL is the limit.`,
    );
  const failed = figures.filter((f) => f.pass === false);
  console.log(
    `\n== ${figures.filter((f) => f.pass !== undefined).length - failed.length} of ${figures.filter((f) => f.pass !== undefined).length} targets met ==`,
  );
  process.exit(failed.length ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
