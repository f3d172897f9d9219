import { createHash } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type { DbOrTx } from './client';

/**
 * A hot query built once per shape and run as a named prepared statement. Drizzle builds the SQL
 * (so it shares the voucher rules' SQL and the schema's names) with `sql.placeholder(name)` for
 * every value; it is rendered to text once, and each call only fills the placeholders and sends
 * the statement by name: PostgreSQL parses and plans it once per connection, and no query builder
 * runs per request (or, for plans that depend on the values, plans it per call; see runStatement). Rows come back as the driver parses them (snake_case names, no schema mapping):
 * node-postgres gives int8 as text and timestamptz as Date, PGlite its own types, so readers
 * convert with Number() and toDate(). On a transaction handle it runs on the transaction's client.
 */
export interface Statement {
  name: string;
  text: string;
  params: unknown[];
}

const dialect = new PgDialect();

/** Renders a query with placeholders into a named statement (the name follows from the text). */
export function statement(query: SQL): Statement {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `gw_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`;
  return { name, text, params };
}

/** A statement per shape key, built on first use. */
export function statementCache<K extends string>(build: (key: K) => SQL): (key: K) => Statement {
  const cache = new Map<K, Statement>();
  return (key) => {
    let found = cache.get(key);
    if (!found) {
      found = statement(build(key));
      cache.set(key, found);
    }
    return found;
  };
}

type Client = pg.Pool | pg.PoolClient | pg.Client | PGlite;

export function isPg(client: Client): client is pg.Pool | pg.PoolClient | pg.Client {
  // node-postgres clients and pools have no `exec`; PGlite has.
  return typeof (client as PGlite).exec !== 'function';
}

/** The driver's client behind a handle: the pool (or PGlite) of the database, a transaction's own. */
export function clientOf(db: DbOrTx): Client {
  const handle = db as { $client?: Client; session?: { client?: Client } };
  const client = handle.$client ?? handle.session?.client;
  if (!client) throw new Error('no driver client behind this database handle');
  return client;
}

/**
 * Runs a statement with its placeholders filled, prepared by name on node-postgres. With
 * `{ plan: 'per-call' }` it is sent unnamed, so PostgreSQL plans it with the call's values every
 * time: for queries whose best plan depends on them (a LIMIT, a search), where the generic plan
 * of a named statement (which PostgreSQL switches to after five calls) sorts every row.
 */
export async function runStatement<T>(
  db: DbOrTx,
  { name, text, params }: Statement,
  values: Record<string, unknown>,
  options: { plan?: 'cached' | 'per-call' } = {},
): Promise<T[]> {
  const filled = fillPlaceholders(params, values);
  const client = clientOf(db);
  if (isPg(client)) {
    const query = options.plan === 'per-call' ? { text, values: filled } : { name, text, values: filled };
    return (await client.query(query)).rows as T[];
  }
  return (await client.query<T>(text, filled)).rows;
}

/** Runs SQL text with $n values as it is (tests and the plan benchmark EXPLAIN statements this way). */
export async function runText<T>(db: DbOrTx, text: string, values: unknown[]): Promise<T[]> {
  const client = clientOf(db);
  if (isPg(client)) return (await client.query(text, values)).rows as T[];
  return (await client.query<T>(text, values)).rows;
}

/** A timestamp as either driver hands it back. */
export function toDate(value: Date | string): Date;
export function toDate(value: Date | string | null): Date | null;
export function toDate(value: Date | string | null): Date | null {
  if (value === null) return null;
  return value instanceof Date ? value : new Date(value);
}
