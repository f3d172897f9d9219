import { recoverPassword } from '@golfwallet/core/contracts/user/recover-password';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp, testConfig } from '../../test/helper';
import { buildApp } from '../app';
import { keyFromLatestMail } from '../../test/builders/user';

/**
 * Who can read /dev/mail (issue 19): by default only loopback clients; DEV_MAILBOX=open lets anyone
 * in, off mounts nothing; behind a trusted proxy the forwarded address decides, without one a forged
 * X-Forwarded-For changes nothing.
 */

const REMOTE = '203.0.113.7';
const LAN = '192.168.1.20';

let t: TestApp;
const apps: FastifyInstance[] = [];
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await t.close();
});

async function appWith(env: Record<string, string>): Promise<FastifyInstance> {
  const app = await buildApp({ config: testConfig(env), db: t.database.db });
  await app.ready();
  apps.push(app);
  return app;
}

type Client = { name: string; remoteAddress: string; headers?: Record<string, string> };

const LOOPBACK_V4: Client = { name: 'loopback 127.0.0.1', remoteAddress: '127.0.0.1' };
const LOOPBACK_V6: Client = { name: 'loopback ::1', remoteAddress: '::1' };
const REMOTE_CLIENT: Client = { name: 'remote', remoteAddress: REMOTE };
const LAN_CLIENT: Client = { name: 'on the LAN', remoteAddress: LAN };
const FORGED: Client = {
  name: 'remote with a forged X-Forwarded-For: 127.0.0.1',
  remoteAddress: REMOTE,
  headers: { 'x-forwarded-for': '127.0.0.1' },
};
const PROXIED_REMOTE: Client = {
  name: 'remote, forwarded by a proxy on loopback',
  remoteAddress: '127.0.0.1',
  headers: { 'x-forwarded-for': REMOTE },
};
const PROXIED_FORGED: Client = {
  name: 'remote that forged 127.0.0.1, forwarded by a proxy on loopback',
  remoteAddress: '127.0.0.1',
  headers: { 'x-forwarded-for': `127.0.0.1, ${REMOTE}` },
};
const PROXIED_LOCAL: Client = {
  name: 'loopback, forwarded by a proxy on loopback',
  remoteAddress: '127.0.0.1',
  headers: { 'x-forwarded-for': '::1' },
};
const CLIENTS = [
  LOOPBACK_V4,
  LOOPBACK_V6,
  REMOTE_CLIENT,
  LAN_CLIENT,
  FORGED,
  PROXIED_REMOTE,
  PROXIED_FORGED,
  PROXIED_LOCAL,
];

/** Which clients read the mailbox, per setting and TRUST_PROXY. */
const READERS: Record<string, Record<'false' | 'true', Client[]>> = {
  local: {
    // Without a trusted proxy the socket decides: a proxy on loopback is local whatever it forwards.
    false: [LOOPBACK_V4, LOOPBACK_V6, PROXIED_REMOTE, PROXIED_FORGED, PROXIED_LOCAL],
    // With one, every address of the chain must be loopback.
    true: [LOOPBACK_V4, LOOPBACK_V6, PROXIED_LOCAL],
  },
  open: { false: CLIENTS, true: CLIENTS },
  off: { false: [], true: [] },
};

function request(client: Client, url: string): InjectOptions {
  return { method: 'GET', url, remoteAddress: client.remoteAddress, headers: client.headers ?? {} };
}

describe('who can read /dev/mail', () => {
  for (const setting of ['local', 'open', 'off'] as const) {
    for (const trustProxy of ['false', 'true'] as const) {
      it(`DEV_MAILBOX=${setting}, TRUST_PROXY=${trustProxy}`, async () => {
        const env = { TRUST_PROXY: trustProxy, ...(setting === 'local' ? {} : { DEV_MAILBOX: setting }) };
        const app = await appWith(env);
        const readers = READERS[setting]![trustProxy];
        for (const client of CLIENTS) {
          const allowed = readers.includes(client);
          for (const url of ['/dev/mail', '/dev/mail.json', '/dev/mail.json?limit=1']) {
            const res = await app.inject(request(client, url));
            expect(res.statusCode, `${client.name} ${url}`).toBe(allowed ? 200 : 404);
            if (!allowed) {
              expect(res.json(), `${client.name} ${url}`).toMatchObject({ status: 404, code: 'NOT_FOUND' });
            }
          }
        }
      });
    }
  }

  it('answers a refused client exactly as a path that does not exist', async () => {
    const app = await appWith({});
    const refused = await app.inject({
      ...request(REMOTE_CLIENT, '/dev/mail'),
      headers: { 'accept-language': 'en' },
    });
    const missing = await app.inject({
      ...request(REMOTE_CLIENT, '/no-such-page'),
      headers: { 'accept-language': 'en' },
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual(missing.json());
  });

  it('never shows a golfer’s reset link to a remote client on the default settings', async () => {
    const user = await createTestUser(t);
    await t.api()(recoverPassword, { body: { email: user.email } });
    const key = await keyFromLatestMail(t, user.email, 'reset_password');
    const remoteClients = [REMOTE_CLIENT, LAN_CLIENT, FORGED];
    for (const trustProxy of ['false', 'true'] as const) {
      const app = await appWith({ TRUST_PROXY: trustProxy });
      const attempts =
        trustProxy === 'true' ? [...remoteClients, PROXIED_REMOTE, PROXIED_FORGED] : remoteClients;
      for (const client of attempts) {
        for (const url of [
          '/dev/mail',
          '/dev/mail.json',
          `/dev/mail.json?to=${user.email}`,
          `/dev/mail?to=${user.email}`,
        ]) {
          const res = await app.inject(request(client, url));
          expect(res.statusCode, `${client.name} ${url}`).toBe(404);
          expect(res.body).not.toContain(key);
        }
      }
      // The same request from this machine does show it: the test above would notice a leak.
      const local = await app.inject(request(LOOPBACK_V4, `/dev/mail.json?to=${user.email}`));
      expect(local.body).toContain(key);
    }
  });
});
