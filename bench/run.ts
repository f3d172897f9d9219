import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { benchApi } from './api';
import { benchDatabaseUrl, ensureBenchDatabase, FULL_SCALE, QUICK_SCALE, type Scale } from './lib/bench-db';
import {
  type BenchResult,
  formatFigure,
  machine,
  printResult,
  RESULTS_DIR,
  writeResult,
} from './lib/figures';
import { benchLighthouse } from './lighthouse';
import { benchPdf } from './pdf';
import { benchPlan } from './plan';
import { benchTee } from './tee';
import { benchWebSize } from './web-size';

/**
 * npm run bench [-- options]: every benchmark of issue 5, each figure printed with its target and
 * PASS or FAIL, each benchmark's figures written to bench/results/<name>.json. See bench/README.md.
 *
 *   --quick             small data set and short runs (a check that everything works, not a measurement)
 *   --reseed            rebuild the bench database even when it is there
 *   --only a,b          run only these: api, plan, pdf, web-size, lighthouse, tee
 *   --routes a,b        api, lighthouse: only the routes (pages) whose names contain one of these
 *                       (e.g. checkout, redeem; landing, faq)
 *   --duration N        seconds per API route (default 10; quick 3)
 *   --connections N     autocannon connections (default 50)
 *   --no-build          measure the web app as built, without building it first
 *
 * Env: BENCH_USERS / BENCH_VOUCHERS (data set size), BENCH_DATABASE_URL (the bench database),
 * BENCH_SERVER_URL (the PostgreSQL server, default postgres://postgres@127.0.0.1:5432/postgres),
 * CHROME_PATH (default /usr/bin/chromium), BENCH_LOG_LEVEL (server log level, default warn).
 */

const ALL = ['api', 'plan', 'pdf', 'web-size', 'lighthouse', 'tee'] as const;
type Name = (typeof ALL)[number];

interface Args {
  quick: boolean;
  reseed: boolean;
  only: Name[];
  /** api, lighthouse: only the routes (pages) whose names contain one of these words (case-insensitive). */
  routes?: string[];
  duration?: number;
  connections: number;
  build: boolean;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { quick: false, reseed: false, only: [...ALL], connections: 50, build: true };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [flag, inline] = arg.split('=', 2) as [string, string | undefined];
    const value = () => inline ?? argv[++i] ?? '';
    switch (flag) {
      case '--quick':
        args.quick = true;
        break;
      case '--reseed':
        args.reseed = true;
        break;
      case '--no-build':
        args.build = false;
        break;
      case '--only': {
        const names = value().split(',').filter(Boolean);
        const unknown = names.filter((name) => !(ALL as readonly string[]).includes(name));
        if (unknown.length) throw new Error(`--only: unknown ${unknown.join(', ')} (use ${ALL.join(', ')})`);
        args.only = names as Name[];
        break;
      }
      case '--routes': {
        const words = value()
          .split(',')
          .map((word) => word.trim().toLowerCase())
          .filter(Boolean);
        if (!words.length) throw new Error('--routes needs at least one word, e.g. --routes checkout');
        args.routes = words;
        break;
      }
      case '--duration':
        args.duration = positive(flag, value());
        break;
      case '--connections':
        args.connections = positive(flag, value());
        break;
      default:
        throw new Error(`Unknown option ${arg}. See bench/README.md.`);
    }
  }
  return args;
}

function positive(flag: string, raw: string): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${flag} needs a whole number above 0, got ${raw}`);
  return n;
}

function scaleFor(quick: boolean): Scale {
  const base = quick ? QUICK_SCALE : FULL_SCALE;
  return {
    users: process.env.BENCH_USERS ? positive('BENCH_USERS', process.env.BENCH_USERS) : base.users,
    vouchers: process.env.BENCH_VOUCHERS
      ? positive('BENCH_VOUCHERS', process.env.BENCH_VOUCHERS)
      : base.vouchers,
  };
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  // web-size reads the build; tee runs the server on its embedded database with demo data.
  const needsDatabase = args.only.some((name) => name !== 'web-size' && name !== 'tee');
  const scale = scaleFor(args.quick);
  const databaseUrl = benchDatabaseUrl(args.quick);
  const host = machine();
  console.log(
    `GolfWallet benchmarks${args.quick ? ' (quick: small data, short runs — not a measurement)' : ''}: ` +
      `${host.cpus} × ${host.model}, ${host.memoryGiB} GiB, Node ${host.node}, load ${host.loadAverage.join(' ')}`,
  );
  if (needsDatabase) await ensureBenchDatabase(databaseUrl, scale, args.reseed);
  // web-size builds the app first; Lighthouse then serves that build.
  const order = ALL.filter((name) => args.only.includes(name));

  const results: BenchResult[] = [];
  const failures: string[] = [];
  for (const name of order) {
    console.log(`\n== ${name} ==`);
    try {
      const result = await run(name, args, databaseUrl);
      result.details = { ...result.details, scale: needsDatabase ? scale : undefined };
      results.push(result);
      printResult(result);
      console.log(`  → ${path.relative(process.cwd(), writeResult(result))}`);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      failures.push(`${name}: ${message}`);
      console.error(`  ${name} could not run: ${message}`);
    }
  }

  const figures = results.flatMap((result) =>
    result.figures.map((figure) => ({ ...figure, name: `${result.name} · ${figure.name}` })),
  );
  const targeted = figures.filter((figure) => figure.pass !== undefined);
  const met = targeted.filter((figure) => figure.pass);
  console.log(`\n== summary: ${met.length} of ${targeted.length} targets met ==`);
  for (const figure of targeted.filter((f) => !f.pass)) console.log(formatFigure(figure));
  for (const failure of failures) console.log(`  could not run ${failure}`);
  writeFileSync(
    path.join(RESULTS_DIR, 'summary.json'),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), quick: args.quick, machine: host, met: met.length, targets: targeted.length, missed: targeted.filter((f) => !f.pass), couldNotRun: failures }, null, 2)}\n`,
  );
  process.exitCode = failures.length > 0 ? 1 : 0;
}

function run(name: Name, args: Args, databaseUrl: string): Promise<BenchResult> {
  switch (name) {
    case 'api':
      return benchApi({
        databaseUrl,
        quick: args.quick,
        connections: args.connections,
        durationSeconds: args.duration ?? (args.quick ? 3 : 10),
        routes: args.routes,
      });
    case 'plan':
      return benchPlan({ databaseUrl, quick: args.quick });
    case 'pdf':
      return benchPdf({ databaseUrl, quick: args.quick });
    case 'web-size':
      return benchWebSize({ quick: args.quick, build: args.build });
    case 'lighthouse':
      return benchLighthouse({ databaseUrl, quick: args.quick, pages: args.routes });
    case 'tee':
      // web-size, when it runs, has built the app already.
      return benchTee({ quick: args.quick, build: args.build && !args.only.includes('web-size') });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
