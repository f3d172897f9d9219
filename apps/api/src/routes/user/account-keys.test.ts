import { translate } from '@golfwallet/core/i18n/translate';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp } from '../../../test/helper';
import { userKeys, users } from '../../db/schema/index';
import {
  keyFromLatestMail,
  latestMessage,
  logInThroughApi,
  messagesTo,
  nonMemberBody,
  registerThroughApi,
} from '../../../test/builders/user';

const EN = { 'accept-language': 'en' };
const HOUR = 3_600_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function confirmed(id: number) {
  const [row] = await t.database.db.select({ c: users.emailConfirmed }).from(users).where(eq(users.id, id));
  return row?.c;
}

describe('POST /user/email-verify', () => {
  it('confirms the e-mail once with the key from the mail', async () => {
    const created = await registerThroughApi(t, nonMemberBody({ first_name: 'Karen' }));
    const key = await keyFromLatestMail(t, created.email, 'verify_email');
    const token = await logInThroughApi(t, created.email, 'secret123');
    expect((await t.call({ method: 'GET', url: '/user', token })).json().email_confirmed).toBe(false);

    const res = await t.call({ method: 'POST', url: '/user/email-verify', payload: { code: key } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email_confirmed: true, first_name: 'Karen' });
    expect((await t.call({ method: 'GET', url: '/user', token })).json().email_confirmed).toBe(true);
    const login = await t.call({
      method: 'POST',
      url: '/session',
      payload: { email: created.email, password: 'secret123' },
    });
    expect(login.json().email_confirmed).toBe(true);

    const again = await t.call({
      method: 'POST',
      url: '/user/email-verify',
      headers: EN,
      payload: { code: key },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ status: 400, code: 'INVALID_KEY', message: 'Invalid code' });
  });

  it('refuses an unknown key, a reset key, and an empty one', async () => {
    const unknown = await t.call({
      method: 'POST',
      url: '/user/email-verify',
      payload: { code: 'nonsense-key' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('INVALID_KEY');

    const user = await createTestUser(t, { confirmed: false });
    await t.call({ method: 'POST', url: '/user/recover-password', payload: { email: user.email } });
    const resetKey = await keyFromLatestMail(t, user.email, 'reset_password');
    const wrongKind = await t.call({
      method: 'POST',
      url: '/user/email-verify',
      payload: { code: resetKey },
    });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().code).toBe('INVALID_KEY');
    expect(await confirmed(user.id)).toBe(false);

    const empty = await t.call({
      method: 'POST',
      url: '/user/email-verify',
      headers: EN,
      payload: { code: '' },
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toEqual([{ field: 'code', message: translate('en', 'validation.required') }]);
  });

  it('answers KEY_EXPIRED after 24 hours', async () => {
    const app = await createTestApp();
    try {
      const created = await registerThroughApi(app, nonMemberBody());
      const key = await keyFromLatestMail(app, created.email, 'verify_email');
      app.clock.advance(24 * HOUR + 60_000);
      const res = await app.call({
        method: 'POST',
        url: '/user/email-verify',
        headers: EN,
        payload: { code: key },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        status: 400,
        code: 'KEY_EXPIRED',
        message: translate('en', 'errors.keyExpired'),
      });
    } finally {
      await app.close();
    }
  });
});

describe('POST /user/resend/email', () => {
  it('answers success for every address and mails only unconfirmed accounts', async () => {
    const unknown = await t.call({
      method: 'POST',
      url: '/user/resend/email',
      payload: { email: 'no-one@example.com' },
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ success: true });
    expect(await latestMessage(t, 'no-one@example.com')).toBeUndefined();

    const done = await createTestUser(t);
    const res = await t.call({ method: 'POST', url: '/user/resend/email', payload: { email: done.email } });
    expect(res.statusCode).toBe(200);
    expect(await messagesTo(t, done.email)).toHaveLength(0);

    const created = await registerThroughApi(t, nonMemberBody());
    const firstKey = await keyFromLatestMail(t, created.email, 'verify_email');
    await t.call({
      method: 'POST',
      url: '/user/resend/email',
      payload: { email: created.email.toUpperCase() },
    });
    const secondKey = await keyFromLatestMail(t, created.email, 'verify_email');
    expect(secondKey).not.toBe(firstKey);
    expect(
      (await t.call({ method: 'POST', url: '/user/email-verify', payload: { code: secondKey } })).statusCode,
    ).toBe(200);
  });

  it('sends at most 5 verification mails an hour per account', async () => {
    const app = await createTestApp();
    try {
      const created = await registerThroughApi(app, nonMemberBody());
      for (let i = 0; i < 6; i++) {
        const res = await app.call({
          method: 'POST',
          url: '/user/resend/email',
          payload: { email: created.email },
        });
        expect(res.statusCode).toBe(200);
      }
      expect(await messagesTo(app, created.email)).toHaveLength(5);
      app.clock.advance(HOUR + 60_000);
      await app.call({ method: 'POST', url: '/user/resend/email', payload: { email: created.email } });
      expect(await messagesTo(app, created.email)).toHaveLength(6);
    } finally {
      await app.close();
    }
  });

  it('validates the e-mail', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/user/resend/email',
      headers: EN,
      payload: { email: 'x' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual([{ field: 'email', message: 'Please enter valid email' }]);
  });
});

describe('password recovery', () => {
  it('mails a one-hour reset link to existing accounts only, answering success either way', async () => {
    const unknown = await t.call({
      method: 'POST',
      url: '/user/recover-password',
      payload: { email: 'missing-person@example.com' },
    });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ success: true });
    expect(await latestMessage(t, 'missing-person@example.com')).toBeUndefined();

    const user = await createTestUser(t, { languageDefault: 'da', firstName: 'Lise' });
    const res = await t.call({
      method: 'POST',
      url: '/user/recover-password',
      payload: { email: user.email },
    });
    expect(res.statusCode).toBe(200);
    const mail = await latestMessage(t, user.email, 'reset_password');
    expect(mail!.subject).toBe('Nulstil din adgangskode');
    expect(mail!.text).toContain('Hej Lise,');
    expect(mail!.text).toMatch(/http:\/\/localhost:3000\/password-change\?key=[A-Za-z0-9_-]{43}/);
    const [key] = await t.database.db.select().from(userKeys).where(eq(userKeys.userId, user.id));
    expect(key!.expiresAt.getTime() - key!.createdAt.getTime()).toBe(HOUR);
  });

  it('sets the new password, ends every session and uses up the key', async () => {
    const user = await createTestUser(t);
    const second = await logInThroughApi(t, user.email, user.password);
    await t.call({ method: 'POST', url: '/user/recover-password', payload: { email: user.email } });
    const older = await keyFromLatestMail(t, user.email, 'reset_password');
    await t.call({ method: 'POST', url: '/user/recover-password', payload: { email: user.email } });
    const key = await keyFromLatestMail(t, user.email, 'reset_password');

    const res = await t.call({
      method: 'POST',
      url: '/user/change-password',
      payload: { password: 'fresh-pass', token: key },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    for (const token of [user.token, second]) {
      const after = await t.call({ method: 'GET', url: '/session', token });
      expect(after.statusCode).toBe(403);
    }
    const oldLogin = await t.call({
      method: 'POST',
      url: '/session',
      payload: { email: user.email, password: user.password },
    });
    expect(oldLogin.statusCode).toBe(401);
    await logInThroughApi(t, user.email, 'fresh-pass');

    for (const used of [key, older]) {
      const again = await t.call({
        method: 'POST',
        url: '/user/change-password',
        headers: EN,
        payload: { password: 'other-pass', token: used },
      });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ status: 400, code: 'INVALID_KEY', message: 'Invalid code' });
    }
  });

  it('confirms the address the reset mail reached', async () => {
    const user = await createTestUser(t, { confirmed: false });
    await t.call({ method: 'POST', url: '/user/recover-password', payload: { email: user.email } });
    const key = await keyFromLatestMail(t, user.email, 'reset_password');
    await t.call({
      method: 'POST',
      url: '/user/change-password',
      payload: { password: 'fresh-pass', token: key },
    });
    expect(await confirmed(user.id)).toBe(true);
  });

  it('refuses a short password on the password field, an unknown key and a verification key', async () => {
    const user = await createTestUser(t, { confirmed: false });
    await t.call({ method: 'POST', url: '/user/recover-password', payload: { email: user.email } });
    const key = await keyFromLatestMail(t, user.email, 'reset_password');
    const short = await t.call({
      method: 'POST',
      url: '/user/change-password',
      headers: EN,
      payload: { password: '123', token: key },
    });
    expect(short.statusCode).toBe(422);
    expect(short.json()).toEqual([{ field: 'password', message: 'Please enter valid password' }]);

    const unknown = await t.call({
      method: 'POST',
      url: '/user/change-password',
      payload: { password: 'fresh-pass', token: 'made-up' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('INVALID_KEY');

    await t.call({ method: 'POST', url: '/user/resend/email', payload: { email: user.email } });
    const verifyKey = await keyFromLatestMail(t, user.email, 'verify_email');
    const wrongKind = await t.call({
      method: 'POST',
      url: '/user/change-password',
      payload: { password: 'fresh-pass', token: verifyKey },
    });
    expect(wrongKind.statusCode).toBe(400);
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/user/change-password',
          payload: { password: 'fresh-pass', token: key },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('answers KEY_EXPIRED after an hour', async () => {
    const app = await createTestApp();
    try {
      const user = await createTestUser(app);
      await app.call({ method: 'POST', url: '/user/recover-password', payload: { email: user.email } });
      const key = await keyFromLatestMail(app, user.email, 'reset_password');
      app.clock.advance(HOUR + 1_000);
      const res = await app.call({
        method: 'POST',
        url: '/user/change-password',
        payload: { password: 'fresh-pass', token: key },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('KEY_EXPIRED');
      expect((await app.call({ method: 'GET', url: '/session', token: user.token })).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('refuses unknown fields (only password and token are sent)', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/user/change-password',
      headers: EN,
      payload: { password: 'fresh-pass', token: 'x', email: 'a@b.dk' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual([{ field: 'email', message: translate('en', 'validation.unknownField') }]);
  });
});
