import type { Db } from '../src/db/client';

/** Every statement the database client is sent while `work` runs. */
export async function statementsDuring(db: Db, work: () => Promise<void>): Promise<string[]> {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const original = client.query;
  const seen: string[] = [];
  client.query = function (this: unknown, query: unknown, ...rest: unknown[]) {
    seen.push(typeof query === 'string' ? query : String((query as { text?: string }).text));
    return original.call(this, query, ...rest);
  };
  try {
    await work();
  } finally {
    client.query = original;
  }
  return seen;
}

/** The statements that change rows. */
export const writes = (statements: string[]) =>
  statements.filter((text) => /\b(insert\s+into|update|delete\s+from)\b/i.test(text.replace(/"/g, '')));
