import { translate } from '@golfwallet/core/i18n/translate';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '@golfwallet/core/contracts/session/create-session';
import { deleteSession } from '@golfwallet/core/contracts/session/delete-session';
import { getSession } from '@golfwallet/core/contracts/session/get-session';
import { getUser } from '@golfwallet/core/contracts/user/get-user';
import { createTestApp, createTestUser, refusal, type TestApp } from '../../../test/helper';
import { sessions, users } from '../../db/schema/index';
import { hashToken } from '../../lib/tokens';

const EN = { 'accept-language': 'en' };
const DAY = 86_400_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('POST /session', () => {
  it('logs in with a new 256-bit session id each time, storing only its hash', async () => {
    const user = await createTestUser(t);
    const body = await t.api()(createSession, {
      body: { email: user.email, password: user.password, language: 'en', device_platform: 'web' },
    });
    expect(body).toEqual({ session_id: expect.any(String), email_confirmed: true, user_id: user.id });
    expect(Buffer.from(body.session_id, 'base64url')).toHaveLength(32);

    const second = await t.api()(createSession, { body: { email: user.email, password: user.password } });
    expect(second.session_id).not.toBe(body.session_id);

    const stored = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const hashes = stored.map((s) => s.tokenHash);
    expect(hashes).toContain(hashToken(body.session_id));
    expect(hashes).not.toContain(body.session_id);
    const mine = stored.find((s) => s.tokenHash === hashToken(body.session_id))!;
    expect(mine).toMatchObject({ devicePlatform: 'web', language: 'en' });

    for (const token of [body.session_id, second.session_id]) {
      expect(await t.api({ token })(getSession)).toMatchObject({ user_id: user.id });
    }
  });

  it('reads the e-mail case-insensitively', async () => {
    const user = await createTestUser(t);
    const res = await t.api()(createSession, {
      body: { email: user.email.toUpperCase(), password: user.password },
    });
    expect(res.user_id).toBe(user.id);
  });

  it('lets an unconfirmed e-mail log in and says so', async () => {
    const user = await createTestUser(t, { confirmed: false });
    const res = await t.api()(createSession, { body: { email: user.email, password: user.password } });
    expect(res.email_confirmed).toBe(false);
  });

  it('answers a wrong password and an unknown e-mail alike, with the catalogue text', async () => {
    const user = await createTestUser(t);
    const api = t.api({ language: 'en' });
    const wrong = await refusal(
      api(createSession, { body: { email: user.email, password: 'not-the-password' } }),
    );
    const unknown = await refusal(
      api(createSession, { body: { email: 'nobody-here@example.com', password: 'whatever1' } }),
    );
    const expected = {
      status: 401,
      code: 'INVALID_CREDENTIALS',
      message: 'Check your credentials, email or password are incorrect.',
    };
    expect(wrong).toMatchObject(expected);
    expect(unknown).toMatchObject(expected);
  });

  it('refuses a blocked account even with the right password, saying it is blocked', async () => {
    const user = await createTestUser(t, { status: 'blocked' });
    const call = t.api({ language: 'da' })(createSession, {
      body: { email: user.email, password: user.password },
    });
    const refused = await refusal(call);
    expect(refused).toMatchObject({ status: 403, code: 'ACCOUNT_BLOCKED' });
    expect(refused.message).toContain('Denne profil er blokeret af GolfWallet');
  });

  it('validates the body with the §5 login rules as a 422 array', async () => {
    // Raw: each body is one the contract forbids (no password, an unknown field, an unknown platform).
    const res = await t.call({
      method: 'POST',
      url: '/session',
      headers: EN,
      payload: { email: 'not-an-email' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual(
      expect.arrayContaining([
        { field: 'email', message: 'Please enter valid email' },
        { field: 'password', message: 'Please enter password' },
      ]),
    );
    const extra = await t.call({
      method: 'POST',
      url: '/session',
      headers: EN,
      payload: { email: 'a@b.dk', password: 'x', admin: true },
    });
    expect(extra.statusCode).toBe(422);
    expect(extra.json()).toEqual([{ field: 'admin', message: translate('en', 'validation.unknownField') }]);
    const platform = await t.call({
      method: 'POST',
      url: '/session',
      payload: { email: 'a@b.dk', password: 'x', device_platform: 'toaster' },
    });
    expect(platform.statusCode).toBe(422);
    expect(platform.json()[0].field).toBe('device_platform');
  });

  it('records the login time', async () => {
    const user = await createTestUser(t);
    await t.api()(createSession, { body: { email: user.email, password: user.password } });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.lastLoginAt).toBeInstanceOf(Date);
  });
});

describe('GET and DELETE /session', () => {
  it("describes the caller's session", async () => {
    const user = await createTestUser(t);
    const body = await t.api({ token: user.token })(getSession);
    expect(body).toEqual({
      user_id: user.id,
      email: user.email,
      email_confirmed: true,
      created_at: expect.any(String),
      expires_at: expect.any(String),
    });
    const idle = Date.parse(body.expires_at) - t.clock.now().getTime();
    expect(idle).toBeGreaterThan(29 * DAY);
    expect(idle).toBeLessThanOrEqual(30 * DAY);
  });

  it('needs credentials (401) and answers an unknown session with 403 SESSION_EXPIRED', async () => {
    expect(await refusal(t.api()(getSession))).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    expect(await refusal(t.api({ token: 'A'.repeat(43) })(getSession))).toMatchObject({
      status: 403,
      code: 'SESSION_EXPIRED',
    });
  });

  it('revokes only the caller session on logout', async () => {
    const user = await createTestUser(t);
    const other = (await t.api()(createSession, { body: { email: user.email, password: user.password } }))
      .session_id;
    const mine = t.api({ token: user.token });
    expect(await mine(deleteSession)).toEqual({ success: true });
    expect(await refusal(mine(getSession))).toMatchObject({ status: 403, code: 'SESSION_EXPIRED' });
    expect((await refusal(mine(getUser))).status).toBe(403);
    expect(await t.api({ token: other })(getSession)).toMatchObject({ user_id: user.id });
  });
});

describe('session expiry', () => {
  it('slides with use and expires after 30 days unused', async () => {
    const app = await createTestApp();
    try {
      const user = await createTestUser(app);
      const session = () => app.api({ token: user.token })(getSession);
      app.clock.advance(20 * DAY);
      expect(await session()).toMatchObject({ user_id: user.id });
      app.clock.advance(20 * DAY);
      expect(await session()).toMatchObject({ user_id: user.id });
      app.clock.advance(31 * DAY);
      expect(await refusal(session())).toMatchObject({ status: 403, code: 'SESSION_EXPIRED' });
    } finally {
      await app.close();
    }
  });
});

describe('login rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({
      env: { LOGIN_MAX_FAILURES: '3', LOGIN_MAX_FAILURES_PER_IP: '3', LOGIN_WINDOW_MINUTES: '15' },
    });
  });
  afterAll(async () => limited.close());

  const attempt = (email: string, password: string, ip: string) =>
    limited.call({
      method: 'POST',
      url: '/session',
      remoteAddress: ip,
      headers: EN,
      payload: { email, password },
    });

  it('locks an account after too many failures from any IPs, with Retry-After, until the window passes', async () => {
    const user = await createTestUser(limited);
    for (const ip of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
      expect((await attempt(user.email, 'wrong-pass', ip)).statusCode).toBe(401);
    }
    const blocked = await attempt(user.email, user.password, '10.0.0.4');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      status: 429,
      code: 'TOO_MANY_LOGIN_ATTEMPTS',
      message: translate('en', 'errors.tooManyLoginAttempts', { minutes: 15 }),
    });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    limited.clock.advance(15 * 60_000 + 1_000);
    expect((await attempt(user.email, user.password, '10.0.0.4')).statusCode).toBe(200);
  });

  it('limits one IP across accounts, while other IPs still log in', async () => {
    const ip = '10.1.1.1';
    for (let i = 0; i < 3; i++) {
      const victim = await createTestUser(limited);
      expect((await attempt(victim.email, 'wrong-pass', ip)).statusCode).toBe(401);
    }
    const user = await createTestUser(limited);
    const blocked = await attempt(user.email, user.password, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
    expect((await attempt(user.email, user.password, '10.1.1.2')).statusCode).toBe(200);
  });

  it('forgets an account failures after a successful login', async () => {
    const user = await createTestUser(limited);
    const ips = ['10.2.0.1', '10.2.0.2', '10.2.0.3', '10.2.0.4', '10.2.0.5'];
    expect((await attempt(user.email, 'wrong-pass', ips[0]!)).statusCode).toBe(401);
    expect((await attempt(user.email, 'wrong-pass', ips[1]!)).statusCode).toBe(401);
    expect((await attempt(user.email, user.password, ips[2]!)).statusCode).toBe(200);
    expect((await attempt(user.email, 'wrong-pass', ips[3]!)).statusCode).toBe(401);
    expect((await attempt(user.email, user.password, ips[4]!)).statusCode).toBe(200);
  });

  it('counts failures of unknown accounts too', async () => {
    const email = 'ghost-account@example.com';
    for (const ip of ['10.3.0.1', '10.3.0.2', '10.3.0.3']) {
      expect((await attempt(email, 'guess1234', ip)).statusCode).toBe(401);
    }
    expect((await attempt(email, 'guess1234', '10.3.0.4')).statusCode).toBe(429);
  });
});
