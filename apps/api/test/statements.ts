import type { Db } from '../src/db/client';

type Query = (...args: unknown[]) => unknown;
interface Queryable {
  query: Query;
  connect?: (...args: unknown[]) => Promise<Queryable>;
}

/**
 * Every statement the database client is sent while `work` runs: through the pool's (or PGlite's)
 * query, and through the clients checked out of a node-postgres pool (a pipeline of several
 * statements counts once, their texts joined).
 */
export async function statementsDuring(db: Db, work: () => Promise<void>): Promise<string[]> {
  const client = (db as unknown as { $client: Queryable }).$client;
  const seen: string[] = [];
  const record = (query: unknown) =>
    seen.push(typeof query === 'string' ? query : String((query as { text?: string }).text));
  const original = client.query;
  client.query = function (this: unknown, query: unknown, ...rest: unknown[]) {
    record(query);
    return original.call(this, query, ...rest);
  };
  const connect = client.connect;
  const patched: { checkedOut: Queryable; query: Query }[] = [];
  if (connect) {
    client.connect = function (this: unknown, ...args: unknown[]) {
      // pool.query checks a client out with a callback (its query is recorded above).
      if (args.length > 0) return connect.apply(this, args);
      return connect.apply(this, args).then((checkedOut) => {
        const own = checkedOut.query;
        patched.push({ checkedOut, query: own });
        checkedOut.query = function (this: unknown, query: unknown, ...rest: unknown[]) {
          record(query);
          return own.call(this, query, ...rest);
        };
        return checkedOut;
      });
    };
  }
  try {
    await work();
  } finally {
    client.query = original;
    if (connect) client.connect = connect;
    for (const { checkedOut, query } of patched) checkedOut.query = query;
  }
  return seen;
}

/** The statements that change rows. */
export const writes = (statements: string[]) =>
  statements.filter((text) => /\b(insert\s+into|update|delete\s+from)\b/i.test(text.replace(/"/g, '')));
