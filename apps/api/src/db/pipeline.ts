import { createRequire } from 'node:module';
import { fillPlaceholders } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from './client';
import { clientOf, isPg, type Statement } from './statement';

/** One statement of a pipeline, with its values; `plan: 'per-call'` sends it unnamed (see runStatement). */
export interface PipelinePart {
  statement: Statement;
  values: Record<string, unknown>;
  plan?: 'cached' | 'per-call';
}

// node-postgres's own conversion of a JS value to its text form (Dates, arrays, buffers, JSON).
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils') as {
  prepareValue: (value: unknown) => unknown;
};

interface Connection {
  stream: { cork?: () => void; uncork?: () => void };
  parsedStatements: Record<string, string>;
  submittedNamedStatements: Record<string, string>;
  parse(message: { text: string; name: string; types: unknown[] }): void;
  bind(message: { portal: string; statement: string; values: unknown[]; valueMapper: unknown }): void;
  describe(message: { type: 'P'; name: string }): void;
  execute(message: { portal: string; rows: number }): void;
  sync(): void;
}

/**
 * Several statements sent in one write and answered in one round trip (the extended protocol's
 * pipelining: Parse/Bind/Execute for each, one Sync at the end). node-postgres sends a query and
 * waits for its answer before the next; this Query subclass writes them all at once and collects
 * one result per statement. A named statement is parsed once per connection. An error in one
 * skips the rest (PostgreSQL discards up to the Sync) and fails the whole pipeline; the connection
 * is then closed rather than reused (which of its statements got prepared is not known).
 */
type Callback = (error: Error | null, results: pg.QueryResult | pg.QueryResult[]) => void;
// Its typings do not declare the protocol-level members a Query works with; the class is the same.
const BaseQuery = pg.Query as unknown as new (config: { text: string; callback: Callback }) => object;

class PipelineQuery extends BaseQuery {
  constructor(
    private readonly parts: { name: string; text: string; values: unknown[] }[],
    callback: Callback,
  ) {
    super({ text: parts.map((part) => part.text).join(';\n'), callback });
  }

  submit(connection: Connection): null {
    connection.stream.cork?.();
    try {
      for (const { name, text, values } of this.parts) {
        const known =
          name && (connection.parsedStatements[name] ?? connection.submittedNamedStatements[name]);
        if (!known) {
          connection.parse({ text, name, types: [] });
          // Remembered as sent: the next pipeline on this connection binds it without parsing.
          if (name) connection.parsedStatements[name] = text;
        }
        connection.bind({ portal: '', statement: name, values, valueMapper: prepareValue });
        connection.describe({ type: 'P', name: '' });
        connection.execute({ portal: '', rows: 0 });
      }
      connection.sync();
    } finally {
      connection.stream.uncork?.();
    }
    return null;
  }
}

/**
 * Runs the statements in one round trip on node-postgres (one after the other on PGlite, which
 * has no network to save) and returns each one's rows, in order. On the database's pool only (not
 * in a transaction): for reads, and for a write sent with its lock timeout (db/locking.ts). The
 * statements up to the Sync run in one implicit transaction.
 */
export async function runPipeline(db: Db, parts: PipelinePart[]): Promise<unknown[][]> {
  const client = clientOf(db);
  if (!isPg(client)) {
    const results: unknown[][] = [];
    for (const part of parts)
      results.push(
        (await client.query(part.statement.text, fillPlaceholders(part.statement.params, part.values))).rows,
      );
    return results;
  }
  const filled = parts.map(({ statement, values, plan }) => ({
    name: plan === 'per-call' ? '' : statement.name,
    text: statement.text,
    values: fillPlaceholders(statement.params, values),
  }));
  if (!(client instanceof pg.Pool)) throw new Error('runPipeline runs on the pool, not in a transaction');
  const connection = await client.connect();
  let failure: Error | undefined;
  try {
    const results = await new Promise<pg.QueryResult | pg.QueryResult[]>((resolve, reject) => {
      const query = new PipelineQuery(filled, (error, result) => (error ? reject(error) : resolve(result)));
      connection.query(query as unknown as pg.QueryConfig);
    });
    const list = Array.isArray(results) ? results : [results];
    return list.map((result) => result.rows);
  } catch (error) {
    failure = error as Error;
    throw error;
  } finally {
    connection.release(failure);
  }
}
