import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { connect as netConnect, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, renderNginxConfig, sleep } from './cluster';
import { DEFAULT_NGINX } from './test-prerequisites';

/** `npm run cluster` renders deploy/nginx/golfwallet.conf for its instances and port. */
describe('the nginx configuration of npm run cluster', () => {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'gw-nginx-'));
  afterAll(() => rmSync(workDir, { recursive: true, force: true }));
  const config = renderNginxConfig({
    apiPorts: [4101, 4102, 4103],
    port: 18099,
    workDir,
    webRoot: '/srv/web',
  });

  it('balances over every instance, pins the development sign-in to the first, listens where asked', () => {
    const api = config.slice(
      config.indexOf('upstream golfwallet_api'),
      config.indexOf('upstream golfwallet_dev_oidc'),
    );
    expect(api.match(/server 127\.0\.0\.1:\d+/g)).toEqual([
      'server 127.0.0.1:4101',
      'server 127.0.0.1:4102',
      'server 127.0.0.1:4103',
    ]);
    const devOidc = config.slice(config.indexOf('upstream golfwallet_dev_oidc'), config.indexOf('server {'));
    expect(devOidc).toContain('server 127.0.0.1:4101;');
    expect(devOidc).toContain('server 127.0.0.1:4102 backup;');
    expect(config).toContain('listen 18099;');
    expect(config).not.toContain('listen 80;');
    expect(config).toContain('root /srv/web;');
    expect(config).toContain(`pid ${workDir}/nginx.pid;`);
  });

  it.runIf(existsSync(DEFAULT_NGINX))('is accepted by nginx -t', () => {
    const file = path.join(workDir, 'nginx.conf');
    writeFileSync(file, config);
    mkdirSync(path.join(workDir, 'tmp')); // startCluster makes it for nginx's temp files
    const result = spawnSync(
      DEFAULT_NGINX,
      ['-t', '-q', '-e', path.join(workDir, 'error.log'), '-p', workDir, '-c', file],
      { encoding: 'utf8' },
    );
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it.runIf(existsSync(DEFAULT_NGINX))(
    'keeps a failing instance out: resends GETs and keyed POSTs, never a plain POST',
    { timeout: 20_000 },
    async () => {
      // Two stand-in instances on loopback: one answers every request 503 (its database is away),
      // the other 200. Each records the request ids it received.
      const seen = { failing: [] as string[], healthy: [] as string[] };
      const servers = (['failing', 'healthy'] as const).map((name) =>
        http.createServer((req, res) => {
          req.resume();
          req.on('end', () => {
            seen[name].push(String(req.headers['x-test-id']));
            res.statusCode = name === 'failing' ? 503 : 200;
            if (name === 'failing') res.setHeader('retry-after', '7');
            res.setHeader('content-type', 'application/json');
            res.end(JSON.stringify({ from: name }));
          });
        }),
      );
      const ports = await Promise.all(
        servers.map(
          (server) =>
            new Promise<number>((resolve) =>
              server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
            ),
        ),
      );
      const dir = mkdtempSync(path.join(os.tmpdir(), 'gw-nginx-run-'));
      mkdirSync(path.join(dir, 'tmp'));
      mkdirSync(path.join(dir, 'web'));
      const port = await freePort();
      const file = path.join(dir, 'nginx.conf');
      writeFileSync(
        file,
        renderNginxConfig({ apiPorts: ports, port, workDir: dir, webRoot: path.join(dir, 'web') }),
      );
      const nginx = spawn(DEFAULT_NGINX, ['-e', path.join(dir, 'error.log'), '-p', dir, '-c', file], {
        stdio: 'ignore',
      });
      const send = (id: string, method: string, key?: string) =>
        fetch(`http://127.0.0.1:${port}/api/v1/probe`, {
          method,
          headers: { 'x-test-id': id, ...(key ? { 'idempotency-key': key } : {}) },
          ...(method === 'POST' ? { body: '{}' } : {}),
        });
      try {
        for (let i = 0; ; i++) {
          // Listening yet? (A connection only: a request could mark the failing instance down.)
          const up = await new Promise<boolean>((resolve) => {
            const socket = netConnect(port, '127.0.0.1');
            socket.once('connect', () => {
              socket.destroy();
              resolve(true);
            });
            socket.once('error', () => resolve(false));
          });
          if (up) break;
          if (i > 100) throw new Error('nginx did not start');
          await sleep(50);
        }
        // Plain POSTs: served where they land, never resent; the failing one's 503 (and its
        // Retry-After) reaches the client, and it is not marked down by it.
        const plain: { status: number; retryAfter: string | null }[] = [];
        for (let i = 0; i < 6; i++) {
          const res = await send(`plain-${i}`, 'POST');
          plain.push({ status: res.status, retryAfter: res.headers.get('retry-after') });
        }
        expect(plain.some((p) => p.status === 503 && p.retryAfter === '7')).toBe(true);
        expect(plain.some((p) => p.status === 200)).toBe(true);
        const plainIds = [...seen.failing, ...seen.healthy].filter((id) => id.startsWith('plain-'));
        expect(plainIds.sort()).toEqual(Array.from({ length: 6 }, (_, i) => `plain-${i}`).sort());
        // POSTs with an Idempotency-Key and GETs: always answered by the healthy instance.
        for (let i = 0; i < 4; i++) {
          expect((await send(`keyed-${i}`, 'POST', `key-${i}`)).status).toBe(200);
          expect((await send(`get-${i}`, 'GET')).status).toBe(200);
        }
        for (let i = 0; i < 4; i++) {
          expect(seen.healthy).toContain(`keyed-${i}`);
          expect(seen.healthy).toContain(`get-${i}`);
        }
      } finally {
        nginx.kill('SIGTERM');
        await new Promise((resolve) => nginx.once('exit', resolve));
        await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
