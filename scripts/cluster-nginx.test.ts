import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { renderNginxConfig } from './cluster';
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
});
