import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { keyFromLatestMail } from '../builders/user';
import { createTestUser, type TestApp } from '../helper';
import { query } from './db-state';
import { createLoggedApp } from './logged-app';
import { codeOf, createWorld, operationsOf } from './world';

/**
 * Sessions (issue 5): 256-bit ids, a new one at each login, dead after logout, after 30 idle days
 * and after a password change (the other sessions); never in a URL or a log line.
 */

const DAY_MS = 86_400_000;
const PASSWORD = 'long-drive-77';

let t: TestApp & { log(): string };
beforeAll(async () => {
  t = await createLoggedApp();
});
afterAll(async () => t.close());

async function logIn(email: string, password = PASSWORD) {
  const res = await t.call({ method: 'POST', url: '/session', payload: { email, password } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { session_id: string }).session_id;
}

const whoAmI = (token: string) => t.call({ method: 'GET', url: '/session', token });

describe('session ids', () => {
  it('are 256 random bits, new at each login, stored only as a hash', async () => {
    const user = await createTestUser(t, { password: PASSWORD });
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push(await logIn(user.email));
    expect(new Set(ids).size).toBe(5);
    for (const id of ids) {
      expect(id).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(Buffer.from(id, 'base64url').length).toBeGreaterThanOrEqual(32);
      expect((await whoAmI(id)).statusCode).toBe(200);
    }
    // Bits that differ between ids: random ids differ in about half of their 256 bits.
    const a = Buffer.from(ids[0]!, 'base64url');
    const b = Buffer.from(ids[1]!, 'base64url');
    let differing = 0;
    for (let i = 0; i < 32; i++)
      differing += [...(a[i]! ^ b[i]!).toString(2)].filter((c) => c === '1').length;
    expect(differing).toBeGreaterThan(64);
    const stored = await query<{ token_hash: string }>(
      t.database.db,
      sql`select token_hash from sessions where user_id = ${user.id}`,
    );
    expect(stored.length).toBeGreaterThanOrEqual(5);
    for (const id of ids) expect(stored.map((row) => row.token_hash)).not.toContain(id);
  });

  it('die at logout', async () => {
    const user = await createTestUser(t, { password: PASSWORD });
    const token = await logIn(user.email);
    const other = await logIn(user.email);
    expect((await t.call({ method: 'DELETE', url: '/session', token })).statusCode).toBe(200);
    const after = await whoAmI(token);
    expect([after.statusCode, codeOf(after)]).toEqual([403, 'SESSION_EXPIRED']);
    expect((await whoAmI(other)).statusCode).toBe(200);
  });

  it('expire after 30 idle days, and slide while used', async () => {
    const user = await createTestUser(t, { password: PASSWORD });
    const used = await logIn(user.email);
    const idle = await logIn(user.email);
    for (let i = 0; i < 3; i++) {
      t.clock.advance(20 * DAY_MS);
      expect((await whoAmI(used)).statusCode).toBe(200);
    }
    const expired = await whoAmI(idle);
    expect([expired.statusCode, codeOf(expired)]).toEqual([403, 'SESSION_EXPIRED']);
    t.clock.advance(31 * DAY_MS);
    expect((await whoAmI(used)).statusCode).toBe(403);
  });

  it('of other devices end when the password changes on the profile', async () => {
    const user = await createTestUser(t, { password: PASSWORD });
    const here = await logIn(user.email);
    const elsewhere = await logIn(user.email);
    const res = await t.call({
      method: 'PATCH',
      url: '/user',
      token: here,
      payload: { password: 'new-fairway-8', repeat_password: 'new-fairway-8' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await whoAmI(here)).statusCode).toBe(200);
    expect((await whoAmI(elsewhere)).statusCode).toBe(403);
    expect(
      (await t.call({ method: 'POST', url: '/session', payload: { email: user.email, password: PASSWORD } }))
        .statusCode,
    ).toBe(401);
    await logIn(user.email, 'new-fairway-8');
  });

  it('all end when the password is reset with the mailed key', async () => {
    const user = await createTestUser(t, { password: PASSWORD });
    const sessions = [await logIn(user.email), await logIn(user.email)];
    await t.call({ method: 'POST', url: '/user/recover-password', payload: { email: user.email } });
    const key = await keyFromLatestMail(t, user.email, 'reset_password');
    const res = await t.call({
      method: 'POST',
      url: '/user/change-password',
      payload: { password: 'reset-fairway-9', token: key },
    });
    expect(res.statusCode, res.body).toBe(200);
    for (const token of sessions) expect((await whoAmI(token)).statusCode).toBe(403);
  });
});

describe('session ids never travel in URLs or logs', () => {
  it('the API takes them only from the Authorization header', async () => {
    const user = await createTestUser(t);
    for (const name of ['session_id', 'token', 'userToken', 'access_token', 'auth']) {
      const res = await t.call({ method: 'GET', url: `/user?${name}=${user.token}` });
      expect(res.statusCode, name).toBe(401);
    }
    const doc = (await t.call({ method: 'GET', url: '/openapi.json' })).json();
    expect(operationsOf(doc).length).toBeGreaterThan(0);
    const parameters = Object.values(
      doc.paths as Record<string, Record<string, { parameters?: { name: string }[] }>>,
    )
      .flatMap((ops) => Object.values(ops))
      .flatMap((op) => op.parameters ?? [])
      .map((parameter) => parameter.name);
    expect(parameters.filter((name) => /session|auth|user_?token|access/i.test(name))).toEqual([]);
  });

  it('no log line holds a session id, a password, a PIN, a mail key, a transfer or PDF token', async () => {
    const w = await createWorld(t);
    const secrets: string[] = [];
    const password = 'logged-out-42';
    const user = await createTestUser(t, { password });
    const session = await logIn(user.email, password);
    secrets.push(session, Buffer.from(`${session}:`).toString('base64'), password);
    await t.call({ method: 'GET', url: '/user', token: session });
    await t.call({ method: 'GET', url: '/vouchers?search=x', token: session });
    await t.call({
      method: 'POST',
      url: '/session',
      payload: { email: user.email, password: 'wrong-password-1' },
    });
    secrets.push('wrong-password-1');
    await t.call({
      method: 'POST',
      url: '/user/check-pin',
      token: w.owner.token,
      payload: { pin_code: '97531' },
    });
    secrets.push('97531', w.owner.token);
    await t.call({ method: 'POST', url: '/user/recover-password', payload: { email: user.email } });
    const key = await keyFromLatestMail(t, user.email, 'reset_password');
    secrets.push(key);
    await t.call({
      method: 'POST',
      url: `/user/change-password`,
      payload: { password: 'after-reset-77', token: key },
    });
    await t.call({ method: 'GET', url: `/user/email-verify?key=${key}` });
    const transfer = await w.transfer();
    secrets.push(transfer.token);
    await t.call({ method: 'GET', url: `/transfer-process/${transfer.token}` });
    await t.call({
      method: 'PATCH',
      url: `/transfer-process/${transfer.token}`,
      token: w.other.token,
      payload: {},
    });
    const pdf = await w.pdfToken();
    secrets.push(pdf);
    await t.call({ method: 'GET', url: `/voucher/pdf-file/${pdf}` });
    await t.call({ method: 'DELETE', url: '/session', token: session });
    await t.call({ method: 'GET', url: '/user', token: session });

    const log = t.log();
    expect(log.split('\n').length).toBeGreaterThan(10);
    // The URLs are logged, with their tokens masked.
    expect(log).toContain('/api/v1/transfer-process/***');
    expect(log).toContain('/api/v1/voucher/pdf-file/***');
    expect(log).toContain('key=***');
    for (const secret of secrets) expect(log, 'a secret reached the log').not.toContain(secret);
  });
});
