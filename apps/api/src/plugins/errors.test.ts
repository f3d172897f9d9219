import net from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './errors';

/** Errors that mean the database is away answer 503 (nginx passes the request to another instance). */
describe('isDatabaseUnavailable', () => {
  const wrapped = (cause: Error) => new Error('Failed query: select 1', { cause });

  it('the pool finding no connection in time (a database that hangs) is the database being away', async () => {
    // A "database" that accepts connections and never answers; a pool of one connection.
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const pool = new pg.Pool({ host: '127.0.0.1', port, max: 1, connectionTimeoutMillis: 200 });
    pool.on('error', () => {});
    const first = pool.connect().catch((error: unknown) => error);
    const second = pool.connect().catch((error: unknown) => error);
    const errors = (await Promise.all([first, second])) as Error[];
    // The attempt itself times out, and the request queued behind it for the one slot too.
    expect(errors.map((error) => error.message).sort()).toEqual([
      'Connection terminated due to connection timeout',
      'timeout exceeded when trying to connect',
    ]);
    for (const error of errors) expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
    await pool.end().catch(() => {});
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('names the driver messages of a lost database, and not an ordinary error', () => {
    for (const message of [
      'timeout exceeded when trying to connect',
      'Query read timeout',
      'Connection terminated unexpectedly',
      'Connection terminated due to connection timeout',
    ])
      expect(isDatabaseUnavailable(wrapped(new Error(message)))).toBe(true);
    expect(
      isDatabaseUnavailable(wrapped(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }))),
    ).toBe(true);
    expect(isDatabaseUnavailable(wrapped(Object.assign(new Error('duplicate'), { code: '23505' })))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(new Error('voucher not found'))).toBe(false);
  });
});
