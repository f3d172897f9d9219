import { readFile } from 'node:fs/promises';
import {
  type ApiClient,
  ApiError,
  createApiClient,
  type Transport,
} from '@golfwallet/core/client/api-client';
import type { Contract } from '@golfwallet/core/contracts/define';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject as provided } from 'vitest';
import type { DispenserGateway } from '../src/adapters/dispenser/dispenser';
import { buildApp } from '../src/app';
import type { Config } from '../src/config';
import { type Database, openPglite, openPostgres } from '../src/db/client';
import { users } from '../src/db/schema/index';
import { hashToken, newToken } from '../src/lib/tokens';
import { hashSecret } from '../src/modules/auth/password';
import { insertSession } from '../src/modules/session/session.repository';
import { withDatabase } from './global-setup';
import { testConfig } from './support/test-config';

export { testConfig };

export interface TestClock {
  now: () => Date;
  /** Moves the clock forward by milliseconds. */
  advance(ms: number): void;
  set(date: Date): void;
}

export function testClock(): TestClock {
  let offset = 0;
  let fixed: Date | undefined;
  return {
    now: () => new Date((fixed ? fixed.getTime() : Date.now()) + offset),
    advance: (ms) => {
      offset += ms;
    },
    set: (date) => {
      fixed = date;
      offset = 0;
    },
  };
}

let counter = 0;

/** A fresh database copied from the run's seeded template: PGlite, or PostgreSQL with TEST_DB=postgres. */
/** Connections per test database's pool (see openTestDatabase). */
export const TEST_POOL_SIZE = 10;

export async function openTestDatabase(): Promise<Database> {
  if ((process.env.TEST_DB ?? 'pglite') === 'pglite') {
    const dump = await readFile(provided('pgliteDump'));
    return openPglite({ loadDataDir: new Blob([dump]) });
  }
  const url = process.env.TEST_DATABASE_URL as string;
  const name = `gw_t_${process.ppid}_${process.pid}_${Date.now()}_${counter++}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${provided('pgTemplate')}`);
  await admin.end();
  // Concurrency tests queue for the pool's connections; on a loaded machine a wait can pass the
  // server's 5 s (a 503 there is right, here it would be a flaky test). Ten each: three workers,
  // each with a file's one or two test apps open, must fit a stock server's max_connections of 100
  // (a soak run with 20 each met "too many clients" and answered 503).
  const database = await openPostgres(withDatabase(url, name), TEST_POOL_SIZE, { connectTimeoutMs: 60_000 });
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** Who calls through the typed client: a session id, a language, and the address the request comes from. */
export interface ApiSession {
  token?: string;
  language?: string;
  /** The client's IP address as app.inject reports it (rate limits, geo-IP); 127.0.0.1 unless given. */
  remoteAddress?: string;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  clock: TestClock;
  /** app.inject with the /api/v1 prefix and, when given, a session id as Basic auth. */
  call(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  /**
   * The typed API client over app.inject, as a golfer's session (none: anonymous) and in a
   * language (sent as Accept-Language; none: the server's default). Every 2xx answer is parsed with its contract; any other
   * status throws ApiError with its status, code and field errors. Prefer it to `call`: a contract
   * change then breaks the test at compile time. A 2xx answer must carry the contract's status.
   */
  api(session?: ApiSession): ApiClient;
  close(): Promise<void>;
}

/** The typed client's transport over Fastify's app.inject: no socket, the same routes and hooks. */
export function injectTransport(app: FastifyInstance, remoteAddress?: string): Transport {
  return async ({ method, url, headers, body }) => {
    const res = await app.inject({
      method,
      url,
      headers,
      ...(remoteAddress ? { remoteAddress } : {}),
      ...(body === undefined ? {} : { payload: body }),
    });
    return {
      status: res.statusCode,
      header: (name) => {
        const value = res.headers[name.toLowerCase()];
        return value === undefined ? undefined : Array.isArray(value) ? value.join(', ') : String(value);
      },
      text: res.body,
    };
  };
}

/**
 * The typed client over app.inject (see TestApp.api). Each call also checks that a 2xx answer
 * has the status its contract declares (201 for a create), so tests need not assert it.
 */
export function injectClient(app: FastifyInstance, session: ApiSession = {}): ApiClient {
  const transport = injectTransport(app, session.remoteAddress);
  return (async (contract: Contract, input?: unknown) => {
    let status = 0;
    const client = createApiClient({
      baseUrl: '/api/v1',
      transport: async (request) => {
        const response = await transport(request);
        status = response.status;
        return response;
      },
      getToken: () => session.token,
      getLanguage: () => session.language,
      parseResponses: true,
    }) as (contract: Contract, input?: unknown) => Promise<unknown>;
    const answer = await client(contract, input);
    const expected = contract.status ?? 200;
    if (status !== expected) {
      throw new Error(
        `${contract.method} ${contract.path} answered ${status}; its contract says ${expected}`,
      );
    }
    return answer;
  }) as ApiClient;
}

/**
 * The ApiError a typed call is refused with (status, code, message, field errors); fails the test
 * when the call succeeds. For input the types would refuse (malformed wire data) use `call`.
 */
export async function refusal(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('Expected the call to be refused, but it succeeded');
}

/**
 * 'ok' when a typed call was answered (with its contract's status), else the code it was refused
 * with: for counting the outcomes of concurrent calls.
 */
export function outcome(call: Promise<unknown>): Promise<'ok' | ApiError['code']> {
  return call.then(
    () => 'ok' as const,
    (error: unknown) => {
      if (error instanceof ApiError) return error.code;
      throw error;
    },
  );
}

/** Builds the app on a fresh copy of the seeded test database. Close it in afterAll. */
export async function createTestApp(
  options: { env?: Record<string, string>; dispenser?: DispenserGateway } = {},
): Promise<TestApp> {
  const database = await openTestDatabase();
  const config = testConfig(options.env);
  const clock = testClock();
  const app = await buildApp({ config, db: database.db, now: clock.now, dispenser: options.dispenser });
  await app.ready();
  return testAppOf({ app, database, config, clock });
}

/** A TestApp around an app already built (tests that build it with their own options). */
export function testAppOf(parts: Pick<TestApp, 'app' | 'database' | 'config' | 'clock'>): TestApp {
  const { app, database } = parts;
  return {
    ...parts,
    call: ({ token, headers, url, ...rest }) =>
      app.inject({
        ...rest,
        url: `/api/v1${url}`,
        headers: {
          ...(token ? { authorization: `Basic ${Buffer.from(`${token}:`).toString('base64')}` } : {}),
          ...headers,
        },
      }),
    api: (session) => injectClient(app, session),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

let userCounter = 0;

export interface TestUser {
  id: number;
  email: string;
  password: string;
  token: string;
}

/**
 * Creates a golfer straight in the database, with a live session, for tests of routes that need
 * one. `confirmed` defaults to true. The password is hashed like a real one.
 */
export async function createTestUser(
  t: TestApp,
  overrides: Partial<typeof users.$inferInsert> & { confirmed?: boolean; password?: string } = {},
): Promise<TestUser> {
  const { confirmed = true, password = 'secret123', ...values } = overrides;
  userCounter += 1;
  const email = values.email ?? `golfer${userCounter}.${Date.now()}@example.com`;
  const [user] = await t.database.db
    .insert(users)
    .values({
      firstName: 'Test',
      lastName: `Golfer${userCounter}`,
      languageDefault: 'en',
      ...values,
      email,
      emailConfirmed: confirmed,
      passwordHash: await hashSecret(password),
    })
    .returning({ id: users.id });
  const token = newToken();
  await insertSession(t.database.db, { tokenHash: hashToken(token), userId: user!.id, now: t.clock.now() });
  return { id: user!.id, email, password, token };
}
