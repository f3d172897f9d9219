import type { Db } from '../src/db/client';

type Query = (...args: unknown[]) => unknown;
interface Queryable {
  query: Query;
}

/**
 * Every statement the database is sent while `work` runs, as its SQL text, on either driver:
 * node-postgres (the queries of every client the pool lends, so transactions count with their
 * BEGIN and COMMIT) and PGlite (its queries, and those of its transactions, each counted with a
 * BEGIN and a COMMIT as node-postgres sends them). One entry is one round trip.
 */
export async function statementsDuring(db: Db, work: () => Promise<unknown>): Promise<string[]> {
  const client = (db as unknown as { $client: Queryable & Record<string, unknown> }).$client;
  const seen: string[] = [];
  const record = (query: unknown) =>
    seen.push(typeof query === 'string' ? query : String((query as { text?: string }).text));
  const counting =
    (target: Queryable, original: Query): Query =>
    (query, ...rest) => {
      record(query);
      return original.call(target, query, ...rest);
    };
  const restore: (() => void)[] = [];
  const patch = <T extends object, K extends keyof T>(target: T, key: K, value: T[K]) => {
    const original = target[key];
    target[key] = value;
    restore.push(() => {
      target[key] = original;
    });
  };
  if (typeof client.exec === 'function') {
    // PGlite: its own queries, and a transaction's handle (made per call) wrapped.
    patch(client, 'query', counting(client, client.query));
    const transaction = client.transaction as (fn: (tx: Queryable) => Promise<unknown>) => Promise<unknown>;
    patch(client, 'transaction', (fn: (tx: Queryable) => Promise<unknown>) => {
      record('BEGIN');
      return transaction
        .call(client, (tx: Queryable) => {
          const query = tx.query;
          return fn(Object.assign(Object.create(tx) as Queryable, { query: counting(tx, query) }));
        })
        .finally(() => record('COMMIT'));
    });
  } else {
    // node-postgres: every query runs on a client the pool lends (pool.query too, through
    // connect with a callback), counted until it is released.
    type Lent = Queryable & { release: (...args: unknown[]) => void };
    const watch = (lent: Lent) => {
      const query = lent.query;
      const release = lent.release;
      lent.query = counting(lent, query);
      lent.release = (...args: unknown[]) => {
        lent.query = query;
        lent.release = release;
        return release.apply(lent, args);
      };
      return lent;
    };
    const connect = client.connect as (...args: unknown[]) => Promise<Lent> | undefined;
    patch(client, 'connect', (callback?: (error: unknown, lent?: Lent, done?: unknown) => void) => {
      if (typeof callback === 'function')
        return connect.call(client, (error: unknown, lent?: Lent, done?: unknown) =>
          callback(error, lent && !error ? watch(lent) : lent, done),
        );
      return connect.call(client)!.then(watch);
    });
  }
  try {
    await work();
  } finally {
    for (const undo of restore.reverse()) undo();
  }
  return seen;
}

/** The statements that change rows. */
export const writes = (statements: string[]) =>
  statements.filter((text) => /\b(insert\s+into|update|delete\s+from)\b/i.test(text.replace(/"/g, '')));
