import { ApiError } from '@golfwallet/core/client/api-client';
import { getStaffMe } from '@golfwallet/core/contracts/partner/get-staff-me';
import { createSession } from '@golfwallet/core/contracts/session/create-session';
import { deleteSession } from '@golfwallet/core/contracts/session/delete-session';
import { getSession } from '@golfwallet/core/contracts/session/get-session';
import { confirmTransferProcess } from '@golfwallet/core/contracts/transfers/confirm-transfer-process';
import { getTransferProcess } from '@golfwallet/core/contracts/transfers/get-transfer-process';
import { changePassword } from '@golfwallet/core/contracts/user/change-password';
import { checkPin } from '@golfwallet/core/contracts/user/check-pin';
import { getUser } from '@golfwallet/core/contracts/user/get-user';
import { recoverPassword } from '@golfwallet/core/contracts/user/recover-password';
import { updateUser } from '@golfwallet/core/contracts/user/update-user';
import { listVouchers } from '@golfwallet/core/contracts/vouchers/list-vouchers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { keyFromLatestMail } from '../builders/user';
import { createTestStaff } from '../builders/partner';
import { insertClub } from '../builders/voucher.factory';
import { createTestUser, outcome, refusal, type TestApp } from '../helper';
import { query } from './db-state';
import { createLoggedApp } from './logged-app';
import { createWorld, operationsOf } from './world';

/**
 * Sessions (issue 5): 256-bit ids, a new one at each login, dead after logout, after 30 idle days
 * and after a password change (the other sessions); never in a URL or a log line.
 */

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const PASSWORD = 'long-drive-77';

let t: TestApp & { log(): string };
beforeAll(async () => {
  t = await createLoggedApp();
});
afterAll(async () => t.close());

/** Logs in through the typed client (it checks the 200); resolves with the session id. */
async function logIn(email: string, password = PASSWORD) {
  return (await t.api()(createSession, { body: { email, password } })).session_id;
}

/** 'ok' when the session is live (GET /session answered 200), else "<status> <code>" of the refusal. */
async function whoAmI(token: string): Promise<string> {
  try {
    await t.api({ token })(getSession);
    return 'ok';
  } catch (error) {
    if (error instanceof ApiError) return `${error.status} ${error.code}`;
    throw error;
  }
}

describe('session ids', () => {
  it('are 256 random bits, new at each login, stored only as a hash', async () => {
    const user = await createTestUser(t, { password: PASSWORD });
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push(await logIn(user.email));
    expect(new Set(ids).size).toBe(5);
    for (const id of ids) {
      expect(id).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(Buffer.from(id, 'base64url').length).toBeGreaterThanOrEqual(32);
      expect(await whoAmI(id)).toBe('ok');
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
    await t.api({ token })(deleteSession); // 200, checked by the client
    expect(await whoAmI(token)).toBe('403 SESSION_EXPIRED');
    expect(await whoAmI(other)).toBe('ok');
  });

  it('expire after 30 idle days, and slide while used', async () => {
    const user = await createTestUser(t, { password: PASSWORD });
    const used = await logIn(user.email);
    const idle = await logIn(user.email);
    for (let i = 0; i < 3; i++) {
      t.clock.advance(20 * DAY_MS);
      expect(await whoAmI(used)).toBe('ok');
    }
    expect(await whoAmI(idle)).toBe('403 SESSION_EXPIRED');
    t.clock.advance(31 * DAY_MS);
    expect(await whoAmI(used)).toMatch(/^403 /);
  });

  it('end 90 days after sign-in however often used; a new sign-in starts a new lifetime', async () => {
    const user = await createTestUser(t, { password: PASSWORD });
    const used = await logIn(user.email);
    for (let i = 0; i < 4; i++) {
      t.clock.advance(22 * DAY_MS);
      expect(await whoAmI(used)).toBe('ok');
    }
    // Day 88: GET /session already names the end 90 days after sign-in, not 30 days from now.
    const { expires_at, created_at } = await t.api({ token: used })(getSession);
    expect(new Date(expires_at).getTime() - new Date(created_at).getTime()).toBe(90 * DAY_MS);
    t.clock.advance(2 * DAY_MS);
    expect(await whoAmI(used)).toBe('403 SESSION_EXPIRED');
    const again = await logIn(user.email);
    expect(await whoAmI(again)).toBe('ok');
  });

  it('of staff end 7 days after sign-in however often used', async () => {
    const club = await insertClub(t, { name: 'Lifetime Golfklub' });
    const desk = await createTestStaff(t, [{ clubId: club.id, role: 'desk' }]);
    const staff = t.api({ token: desk.token });
    for (let i = 0; i < 6; i++) {
      t.clock.advance(DAY_MS - HOUR_MS);
      await staff(getStaffMe); // 200, checked by the client
    }
    t.clock.advance(31 * HOUR_MS); // 169 hours after sign-in
    const ended = await refusal(staff(getStaffMe));
    expect([ended.status, ended.code]).toEqual([403, 'SESSION_EXPIRED']);
  });

  it('of other devices end when the password changes on the profile', async () => {
    const user = await createTestUser(t, { password: PASSWORD });
    const here = await logIn(user.email);
    const elsewhere = await logIn(user.email);
    await t.api({ token: here })(updateUser, {
      body: { password: 'new-fairway-8', repeat_password: 'new-fairway-8' },
    }); // 200, checked by the client
    expect(await whoAmI(here)).toBe('ok');
    expect(await whoAmI(elsewhere)).toMatch(/^403 /);
    const old = await refusal(t.api()(createSession, { body: { email: user.email, password: PASSWORD } }));
    expect(old.status).toBe(401);
    await logIn(user.email, 'new-fairway-8');
  });

  it('all end when the password is reset with the mailed key', async () => {
    const user = await createTestUser(t, { password: PASSWORD });
    const sessions = [await logIn(user.email), await logIn(user.email)];
    await t.api()(recoverPassword, { body: { email: user.email } });
    const key = await keyFromLatestMail(t, user.email, 'reset_password');
    await t.api()(changePassword, { body: { password: 'reset-fairway-9', token: key } }); // 200, checked by the client
    for (const token of sessions) expect(await whoAmI(token)).toMatch(/^403 /);
  });
});

describe('session ids never travel in URLs or logs', () => {
  it('the API takes them only from the Authorization header', async () => {
    const user = await createTestUser(t);
    for (const name of ['session_id', 'token', 'userToken', 'access_token', 'auth']) {
      // Raw: a probe, a session id in a query parameter no contract has.
      const res = await t.call({ method: 'GET', url: `/user?${name}=${user.token}` });
      expect(res.statusCode, name).toBe(401);
    }
    // Raw: the OpenAPI document is served outside the contracts.
    const doc = (await t.call({ method: 'GET', url: '/openapi.json' })).json();
    expect(operationsOf(doc).length).toBeGreaterThan(0);
    // No credential in a URL or a cookie; the Authorization header (the PassKit web service
    // declares Apple's `ApplePass <token>` one) is where credentials belong.
    const parameters = Object.values(
      doc.paths as Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>,
    )
      .flatMap((ops) => Object.values(ops))
      .flatMap((op) => op.parameters ?? [])
      .filter((parameter) => parameter.in !== 'header' || parameter.name.toLowerCase() !== 'authorization')
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
    // Answered or refused, each call leaves its log lines; outcome() takes either.
    const api = t.api({ token: session });
    await outcome(api(getUser));
    await outcome(api(listVouchers, { query: { search: 'x' } }));
    await outcome(t.api()(createSession, { body: { email: user.email, password: 'wrong-password-1' } }));
    secrets.push('wrong-password-1');
    await outcome(t.api({ token: w.owner.token })(checkPin, { body: { pin_code: '97531' } }));
    secrets.push('97531', w.owner.token);
    await outcome(t.api()(recoverPassword, { body: { email: user.email } }));
    const key = await keyFromLatestMail(t, user.email, 'reset_password');
    secrets.push(key);
    await outcome(t.api()(changePassword, { body: { password: 'after-reset-77', token: key } }));
    // Raw: the mailed link's GET with ?key= (the contract verifies by POST).
    await t.call({ method: 'GET', url: `/user/email-verify?key=${key}` });
    const transfer = await w.transfer();
    secrets.push(transfer.token);
    await outcome(t.api()(getTransferProcess, { params: { token: transfer.token } }));
    await outcome(
      t.api({ token: w.other.token })(confirmTransferProcess, {
        params: { token: transfer.token },
        body: {},
      }),
    );
    const pdf = await w.pdfToken();
    secrets.push(pdf);
    // Raw: the link answers the PDF itself (binary, not JSON).
    await t.call({ method: 'GET', url: `/voucher/pdf-file/${pdf}` });
    await outcome(api(deleteSession));
    await outcome(api(getUser));

    const log = t.log();
    expect(log.split('\n').length).toBeGreaterThan(10);
    // The URLs are logged, with their tokens masked.
    expect(log).toContain('/api/v1/transfer-process/***');
    expect(log).toContain('/api/v1/voucher/pdf-file/***');
    // The verification link's query is dropped whole (the key and anything beside it).
    expect(log).toContain('/api/v1/user/email-verify?***');
    for (const secret of secrets) expect(log, 'a secret reached the log').not.toContain(secret);
  });
});
