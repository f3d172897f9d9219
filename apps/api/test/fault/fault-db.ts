import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/app';
import { type Database, openPostgres } from '../../src/db/client';
import type { Faults } from '../../src/deps';
import { withDatabase } from '../global-setup';
import { TEST_POOL_SIZE, type TestApp, type TestClock, testAppOf, testClock, testConfig } from '../helper';

/** The fault suite runs against PostgreSQL only (TEST_DB=postgres with TEST_DATABASE_URL). */
export const ON_POSTGRES = process.env.TEST_DB === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);

let counter = 0;

export interface FaultDatabase {
  /** postgres://… of a fresh copy of the run's seeded template. */
  url: string;
  drop(): Promise<void>;
}

/** A fresh database copied from the seeded template, reachable by URL (so several pools can share it). */
export async function createFaultDatabase(): Promise<FaultDatabase> {
  const base = process.env.TEST_DATABASE_URL as string;
  // The same prefix as openTestDatabase's, so the run's teardown drops what a crash leaves behind.
  const name = `gw_t_${process.ppid}_${process.pid}_${Date.now()}_f${counter++}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
  await admin.end();
  return {
    url: withDatabase(base, name),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: base });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/**
 * An API instance on its own connection pool to `url`: two of them on one database behave like two
 * processes (nothing shared but PostgreSQL). Shaped like createTestApp's TestApp.
 */
export async function appOn(
  url: string,
  options: {
    faults?: Faults;
    clock?: TestClock;
    poolSize?: number;
    env?: Record<string, string>;
    /** The pool's wait for a connection: long by default (a loaded machine is no outage). */
    connectTimeoutMs?: number;
  } = {},
): Promise<TestApp> {
  const database: Database = await openPostgres(url, options.poolSize ?? TEST_POOL_SIZE, {
    connectTimeoutMs: options.connectTimeoutMs ?? 60_000,
  });
  const config = testConfig(options.env);
  const clock = options.clock ?? testClock();
  const app = await buildApp({ config, db: database.db, now: clock.now, faults: options.faults });
  await app.ready();
  return testAppOf({ app, database, config, clock });
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
