import type { Db } from '../src/db/client';

type Query = (...args: unknown[]) => unknown;
interface Queryable {
  query: Query;
}

/**
 * Every statement the database is sent while `work` runs, as its SQL text, on either driver:
 * node-postgres (the pool's own queries and those of every client it lends, so transactions
 * count with their BEGIN and COMMIT) and PGlite (its queries, and those of its transactions, each
 * counted with a BEGIN and a COMMIT as node-postgres sends them). One entry is one round trip.
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
  const originalQuery = client.query;
  patch(client, 'query', counting(client, originalQuery));
  if (typeof client.exec === 'function') {
    // PGlite: a transaction's handle is made per call; wrap it.
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
    // node-postgres: a transaction runs on a client the pool lends (connect) until it is released.
    const connect = client.connect as () => Promise<Queryable & { release: () => void }>;
    patch(client, 'connect', async () => {
      const lent = await connect.call(client);
      const query = lent.query;
      lent.query = counting(lent, query);
      const release = lent.release;
      lent.release = function (this: unknown, ...args: unknown[]) {
        lent.query = query;
        lent.release = release;
        return (release as Query).apply(lent, args);
      } as () => void;
      return lent;
    });
  }
  try {
    await work();
  } finally {
    for (const undo of restore.reverse()) undo();
  }
  return seen;
}
