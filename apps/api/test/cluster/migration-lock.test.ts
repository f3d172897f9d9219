import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, openPostgres } from '../../src/db/client';
import { withDatabase } from '../global-setup';

/**
 * Three instances starting at once on a fresh PostgreSQL database: each migrates under the start-up
 * advisory lock, so one applies the migrations and the others find them applied. Without the lock
 * they run the same CREATE statements side by side and all but one fail.
 */
const URL = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
  entries: { tag: string }[];
};

describe.runIf(URL)('migrations when several instances start together', () => {
  const name = `gw_t_${process.ppid}_${process.pid}_${Date.now()}_migrate`;
  const admin = () => new pg.Client({ connectionString: URL });

  beforeAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`CREATE DATABASE ${name}`);
    await client.end();
  });
  afterAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  });

  it('3 migrators at once on an empty database: all succeed, each migration applied once', async () => {
    const url = withDatabase(URL as string, name);
    const started = await Promise.allSettled([0, 1, 2].map(() => openPostgres(url, 2)));
    const failures = started.flatMap((s) => (s.status === 'rejected' ? [String(s.reason)] : []));
    expect(failures).toEqual([]);
    for (const s of started) if (s.status === 'fulfilled') await s.value.close();

    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const applied = await client.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations',
      );
      expect(applied.rows[0]?.n).toBe(journal.entries.length);
      // The schema is there once: the first migration's table exists and is usable.
      const users = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
      expect(users.rows[0]?.n).toBe(0);
    } finally {
      await client.end();
    }
  });
});
