import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The database, whichever driver is behind it. Repositories take this or a transaction. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the migrations not yet applied (call it inside `exclusive` when instances may race). */
  migrate(): Promise<void>;
  /**
   * Runs `work` while holding the installation-wide start-up lock: a PostgreSQL advisory lock, so
   * of several instances starting together one migrates (and seeds) and the others wait, then find
   * the work done. The embedded database has one process and no lock.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** The advisory lock key of migrations and seeding (any constant bigint; "golfwallet" in ASCII). */
export const STARTUP_LOCK_KEY = 0x676f6c6677616cn;

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** Opens PGlite in a folder (or in memory with no folder, or from a dumped data dir). */
export async function openPglite(
  options: { dataDir?: string; loadDataDir?: Blob; migrate?: boolean } = {},
): Promise<Database> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir, { loadDataDir: options.loadDataDir });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const migrate = () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_DIR });
  if (options.migrate !== false) await migrate();
  return { db, kind: 'pglite', migrate, exclusive: (work) => work(), close: () => client.close() };
}

/**
 * A PostgreSQL pool of at most `poolSize` connections. Migrates at once (under the start-up lock)
 * unless `migrate: false`; the server migrates later, after it listens, so its readiness endpoint
 * can answer "not ready" meanwhile.
 */
export async function openPostgres(
  url: string,
  poolSize = 10,
  options: { migrate?: boolean; connectTimeoutMs?: number } = {},
): Promise<Database> {
  // A connection attempt that hangs (the server gone mid-handshake), or a wait for a free slot, is
  // given up after 5 s (then 503), so it neither holds a pool slot nor keeps pool.end() waiting
  // for ever. The tests' databases wait longer: a loaded CI machine is no outage.
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
  });
  // A lost connection must not crash the process; queries then fail and the API answers 503.
  pool.on('error', () => {});
  // The pool listens for errors only on idle clients: one lost while checked out (mid-query or
  // mid-transaction) would otherwise be an uncaught exception. Its queries still fail.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = releasingTransactions(pool, drizzlePg(pool, { schema }) as unknown as Db);
  const migrate = () => migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR });
  const exclusive = <T>(work: () => Promise<T>) => withAdvisoryLock(url, STARTUP_LOCK_KEY, work);
  if (options.migrate !== false) await exclusive(migrate);
  return { db, kind: 'postgres', migrate, exclusive, close: () => pool.end() };
}

/**
 * Runs `work` while this session holds `pg_advisory_lock(key)`. The lock lives on a connection of
 * its own (not one of the pool's, which `work` needs); it goes when that connection ends, so an
 * instance killed while migrating does not leave it held.
 */
export async function withAdvisoryLock<T>(url: string, key: bigint, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [key.toString()]);
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [key.toString()]).catch(() => {});
    }
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * drizzle's node-postgres transaction() sends BEGIN before its try block, so a connection lost
 * between checkout and BEGIN is never given back: each database outage leaked pool slots until
 * the API hung. Here the client is checked out, the transaction runs on it (drizzle on one client
 * neither checks out nor releases), and it is released whatever happens; a broken client is
 * dropped by the pool on release.
 */
function releasingTransactions(pool: pg.Pool, db: Db): Db {
  const onClient = new WeakMap<pg.PoolClient, Db>();
  const transaction = async (...[run, config]: Parameters<Db['transaction']>) => {
    const client = await pool.connect();
    try {
      let clientDb = onClient.get(client);
      if (!clientDb) {
        clientDb = drizzlePg(client, { schema }) as unknown as Db;
        onClient.set(client, clientDb);
      }
      return await clientDb.transaction(run, config);
    } finally {
      client.release();
    }
  };
  db.transaction = transaction as Db['transaction'];
  return db;
}

export function openDatabase(
  config: { DATABASE_URL?: string; DB_POOL_SIZE?: number; dataDir: string },
  options: { migrate?: boolean } = {},
): Promise<Database> {
  return config.DATABASE_URL
    ? openPostgres(config.DATABASE_URL, config.DB_POOL_SIZE ?? 10, options)
    : openPglite({ dataDir: path.join(config.dataDir, 'pglite'), ...options });
}
