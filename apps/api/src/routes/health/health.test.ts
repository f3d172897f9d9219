import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { closeRedis, openRedis } from '../../adapters/redis/redis';
import { buildApp } from '../../app';
import type { Database } from '../../db/client';
import { Lifecycle } from '../../lib/lifecycle';
import { openTestDatabase, testConfig } from '../../../test/helper';

let open: { app: FastifyInstance; database: Database }[] = [];
afterEach(async () => {
  for (const { app, database } of open) {
    await app.close();
    await database.close().catch(() => {});
  }
  open = [];
});

async function appWith(lifecycle: Lifecycle, env: Record<string, string> = {}, options = {}) {
  const database = await openTestDatabase();
  const app = await buildApp({ config: testConfig(env), db: database.db, lifecycle, ...options });
  await app.ready();
  open.push({ app, database });
  const get = (url: string) =>
    app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { 'accept-language': 'en' } });
  return { app, database, get };
}

describe('liveness and readiness', () => {
  it('answers only the health checks while migrating, then serves once ready', async () => {
    const lifecycle = new Lifecycle();
    lifecycle.migrating();
    const { get } = await appWith(lifecycle);
    expect((await get('/health/live')).statusCode).toBe(200);
    const notReady = await get('/health/ready');
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json()).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
    expect(notReady.headers['retry-after']).toBe('5');
    for (const url of ['/unions', '/health']) {
      const gated = await get(url);
      expect([gated.statusCode, gated.json().code]).toEqual([503, 'SERVICE_UNAVAILABLE']);
    }

    lifecycle.ready();
    const ready = await get('/health/ready');
    expect([ready.statusCode, ready.json()]).toEqual([
      200,
      { status: 'ready', database: expect.stringMatching(/pglite|postgres/), redis: 'not-configured' },
    ]);
    expect((await get('/unions')).statusCode).toBe(200);

    lifecycle.stopping();
    expect((await get('/health/ready')).statusCode).toBe(503);
    expect((await get('/health/live')).statusCode).toBe(200);
  });

  it('liveness echoes the INSTANCE_TOKEN its supervisor set, and nothing without one', async () => {
    const tokened = await appWith(new Lifecycle('ready'), { INSTANCE_TOKEN: 'start-7f3a' });
    expect((await tokened.get('/health/live')).json()).toEqual({ status: 'ok', instance: 'start-7f3a' });
    const plain = await appWith(new Lifecycle('ready'));
    expect((await plain.get('/health/live')).json()).toEqual({ status: 'ok' });
  });

  it('is not ready while the database is unreachable, and still alive', async () => {
    const lifecycle = new Lifecycle('ready');
    const { database, get } = await appWith(lifecycle);
    expect((await get('/health/ready')).statusCode).toBe(200);
    await database.close();
    expect((await get('/health/ready')).statusCode).toBe(503);
    expect((await get('/health/live')).statusCode).toBe(200);
  });

  it('is not ready while Redis is unreachable, and the API answers 503 rather than counting nothing', async () => {
    const redis = openRedis('redis://127.0.0.1:1');
    try {
      const { get } = await appWith(new Lifecycle('ready'), {}, { redis });
      expect((await get('/health/ready')).statusCode).toBe(503);
      const api = await get('/unions');
      expect([api.statusCode, api.json().code, api.headers['retry-after']]).toEqual([
        503,
        'SERVICE_UNAVAILABLE',
        '5',
      ]);
    } finally {
      await closeRedis(redis);
    }
  });

  it('puts both checks in the OpenAPI document', async () => {
    const { get } = await appWith(new Lifecycle('ready'));
    const paths = Object.keys((await get('/openapi.json')).json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/v1/health/live', '/api/v1/health/ready']));
  });
});
