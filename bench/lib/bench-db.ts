import { refreshKeptFigures } from './kept-figures';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { REPO } from './figures';

export interface Scale {
  users: number;
  vouchers: number;
}

export const FULL_SCALE: Scale = { users: 100_000, vouchers: 2_000_000 };
export const QUICK_SCALE: Scale = { users: 2_000, vouchers: 40_000 };

/** The server PostgreSQL runs on (trust auth for user postgres on this machine). */
export const DEFAULT_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export function benchDatabaseUrl(quick: boolean): string {
  if (process.env.BENCH_DATABASE_URL) return process.env.BENCH_DATABASE_URL;
  const url = new URL(process.env.BENCH_SERVER_URL ?? DEFAULT_SERVER_URL);
  url.pathname = quick ? '/golfwallet_bench_quick' : '/golfwallet_bench';
  return url.toString();
}

/** A fingerprint of the committed migrations: a bench database built from other SQL is rebuilt. */
function migrationsHash(): string {
  const folder = path.join(REPO, 'apps/api/drizzle');
  const hash = createHash('sha256');
  for (const file of readdirSync(folder, { recursive: true }).map(String).sort()) {
    if (file.endsWith('.sql') || file.endsWith('.json'))
      hash.update(file).update(readFileSync(path.join(folder, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

interface Meta {
  migrations: string;
  users: number;
  vouchers: number;
}

async function readMeta(url: string): Promise<Meta | undefined> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch {
    return undefined;
  }
  try {
    const { rows } = await client.query<Meta>(
      'select migrations, users, vouchers from gw_bench_meta limit 1',
    );
    return rows[0];
  } catch {
    return undefined;
  } finally {
    await client.end();
  }
}

async function admin<T>(url: string, work: (client: pg.Client, name: string) => Promise<T>): Promise<T> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^[A-Za-z0-9_]+$/.test(name))
    throw new Error(`Bench database name must be letters, digits, _: ${name}`);
  target.pathname = '/postgres';
  const client = new pg.Client({ connectionString: target.toString() });
  await client.connect();
  try {
    return await work(client, name);
  } finally {
    await client.end();
  }
}

function runSeed(url: string, scale: Scale): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'apps/api/src/db/seed/synthetic.ts',
        '--users',
        String(scale.users),
        '--vouchers',
        String(scale.vouchers),
      ],
      { cwd: REPO, env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'warn' }, stdio: 'inherit' },
    );
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`db:seed exited with ${code}`))));
  });
}

/**
 * Makes sure the bench database exists, on the current migrations and at the asked scale, and fills
 * it with `npm run db:seed -- --users N --vouchers M` when it does not (or when `reseed`).
 */
export async function ensureBenchDatabase(url: string, scale: Scale, reseed: boolean): Promise<void> {
  const migrations = migrationsHash();
  const meta = await readMeta(url);
  const fresh =
    meta && meta.migrations === migrations && meta.users === scale.users && meta.vouchers === scale.vouchers;
  if (fresh && !reseed) {
    console.log(`bench database ready (${scale.users} golfers, ${scale.vouchers} vouchers)`);
    return;
  }
  const why = reseed ? '--reseed' : !meta ? 'missing' : 'built from other migrations or at another scale';
  console.log(`bench database ${why}: building it (${scale.users} golfers, ${scale.vouchers} vouchers)…`);
  await admin(url, async (client, name) => {
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${name}`);
  });
  const started = Date.now();
  await runSeed(url, scale);
  console.log(`back office's kept figures computed in ${await refreshKeptFigures(url)} s`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      'create table gw_bench_meta (migrations text not null, users int not null, vouchers int not null)',
    );
    await client.query('insert into gw_bench_meta values ($1, $2, $3)', [
      migrations,
      scale.users,
      scale.vouchers,
    ]);
    await client.query('vacuum analyze');
  } finally {
    await client.end();
  }
  console.log(`bench database built in ${Math.round((Date.now() - started) / 1000)} s`);
}
