import { translate } from '@golfwallet/core/i18n/translate';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '@golfwallet/core/contracts/session/create-session';
import { getSession } from '@golfwallet/core/contracts/session/get-session';
import { changePassword } from '@golfwallet/core/contracts/user/change-password';
import { getUser } from '@golfwallet/core/contracts/user/get-user';
import { recoverPassword } from '@golfwallet/core/contracts/user/recover-password';
import { resendVerification } from '@golfwallet/core/contracts/user/resend-verification';
import { verifyEmail } from '@golfwallet/core/contracts/user/verify-email';
import { createTestApp, createTestUser, refusal, type TestApp } from '../../../test/helper';
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

/** Typed calls (a call that resolves had its contract's status), in English, on the shared app or another. */
const api = (app: TestApp = t, token?: string) => app.api({ token, language: 'en' });
const verify = (code: string, app: TestApp = t) => api(app)(verifyEmail, { body: { code } });
const recover = (email: string, app: TestApp = t) => api(app)(recoverPassword, { body: { email } });
const resend = (email: string, app: TestApp = t) => api(app)(resendVerification, { body: { email } });
const change = (password: string, token: string, app: TestApp = t) =>
  api(app)(changePassword, { body: { password, token } });

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
    expect((await api(t, token)(getUser)).email_confirmed).toBe(false);

    expect(await verify(key)).toEqual({ email_confirmed: true, first_name: 'Karen' });
    expect((await api(t, token)(getUser)).email_confirmed).toBe(true);
    const login = await api()(createSession, { body: { email: created.email, password: 'secret123' } });
    expect(login.email_confirmed).toBe(true);

    const again = await refusal(verify(key));
    expect(again).toMatchObject({ status: 400, code: 'INVALID_KEY', message: 'Invalid code' });
  });

  it('refuses an unknown key, a reset key, and an empty one', async () => {
    const unknown = await refusal(verify('nonsense-key'));
    expect(unknown.status).toBe(400);
    expect(unknown.code).toBe('INVALID_KEY');

    const user = await createTestUser(t, { confirmed: false });
    await recover(user.email);
    const resetKey = await keyFromLatestMail(t, user.email, 'reset_password');
    const wrongKind = await refusal(verify(resetKey));
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.code).toBe('INVALID_KEY');
    expect(await confirmed(user.id)).toBe(false);

    const empty = await refusal(verify(''));
    expect(empty.status).toBe(422);
    expect(empty.fields).toEqual([{ field: 'code', message: translate('en', 'validation.required') }]);
  });

  it('answers KEY_EXPIRED after 24 hours', async () => {
    const app = await createTestApp();
    try {
      const created = await registerThroughApi(app, nonMemberBody());
      const key = await keyFromLatestMail(app, created.email, 'verify_email');
      app.clock.advance(24 * HOUR + 60_000);
      const res = await refusal(verify(key, app));
      expect(res).toMatchObject({
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
    expect(await resend('no-one@example.com')).toEqual({ success: true });
    expect(await latestMessage(t, 'no-one@example.com')).toBeUndefined();

    const done = await createTestUser(t);
    await resend(done.email); // 200, checked by the client
    expect(await messagesTo(t, done.email)).toHaveLength(0);

    const created = await registerThroughApi(t, nonMemberBody());
    const firstKey = await keyFromLatestMail(t, created.email, 'verify_email');
    await resend(created.email.toUpperCase());
    const secondKey = await keyFromLatestMail(t, created.email, 'verify_email');
    expect(secondKey).not.toBe(firstKey);
    await verify(secondKey); // 200, checked by the client
  });

  it('sends at most 5 verification mails an hour per account', async () => {
    const app = await createTestApp();
    try {
      const created = await registerThroughApi(app, nonMemberBody());
      for (let i = 0; i < 6; i++) await resend(created.email, app); // each 200, checked by the client
      expect(await messagesTo(app, created.email)).toHaveLength(5);
      app.clock.advance(HOUR + 60_000);
      await resend(created.email, app);
      expect(await messagesTo(app, created.email)).toHaveLength(6);
    } finally {
      await app.close();
    }
  });

  it('validates the e-mail', async () => {
    const res = await refusal(resend('x'));
    expect(res.status).toBe(422);
    expect(res.fields).toEqual([{ field: 'email', message: 'Please enter valid email' }]);
  });
});

describe('password recovery', () => {
  it('mails a one-hour reset link to existing accounts only, answering success either way', async () => {
    expect(await recover('missing-person@example.com')).toEqual({ success: true });
    expect(await latestMessage(t, 'missing-person@example.com')).toBeUndefined();

    const user = await createTestUser(t, { languageDefault: 'da', firstName: 'Lise' });
    // Without Accept-Language: the mail goes out in the golfer's own language.
    await t.api()(recoverPassword, { body: { email: user.email } }); // 200, checked by the client
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
    await recover(user.email);
    const older = await keyFromLatestMail(t, user.email, 'reset_password');
    await recover(user.email);
    const key = await keyFromLatestMail(t, user.email, 'reset_password');

    expect(await change('fresh-pass', key)).toEqual({ success: true });
    for (const token of [user.token, second]) {
      const after = await refusal(api(t, token)(getSession));
      expect(after.status).toBe(403);
    }
    const oldLogin = await refusal(
      api()(createSession, { body: { email: user.email, password: user.password } }),
    );
    expect(oldLogin.status).toBe(401);
    await logInThroughApi(t, user.email, 'fresh-pass');

    for (const used of [key, older]) {
      const again = await refusal(change('other-pass', used));
      expect(again).toMatchObject({ status: 400, code: 'INVALID_KEY', message: 'Invalid code' });
    }
  });

  it('confirms the address the reset mail reached', async () => {
    const user = await createTestUser(t, { confirmed: false });
    await recover(user.email);
    const key = await keyFromLatestMail(t, user.email, 'reset_password');
    await change('fresh-pass', key);
    expect(await confirmed(user.id)).toBe(true);
  });

  it('refuses a short password on the password field, an unknown key and a verification key', async () => {
    const user = await createTestUser(t, { confirmed: false });
    await recover(user.email);
    const key = await keyFromLatestMail(t, user.email, 'reset_password');
    const short = await refusal(change('123', key));
    expect(short.status).toBe(422);
    expect(short.fields).toEqual([{ field: 'password', message: 'Please enter valid password' }]);

    const unknown = await refusal(change('fresh-pass', 'made-up'));
    expect(unknown.status).toBe(400);
    expect(unknown.code).toBe('INVALID_KEY');

    await resend(user.email);
    const verifyKey = await keyFromLatestMail(t, user.email, 'verify_email');
    const wrongKind = await refusal(change('fresh-pass', verifyKey));
    expect(wrongKind.status).toBe(400);
    await change('fresh-pass', key); // 200, checked by the client
  });

  it('answers KEY_EXPIRED after an hour', async () => {
    const app = await createTestApp();
    try {
      const user = await createTestUser(app);
      await recover(user.email, app);
      const key = await keyFromLatestMail(app, user.email, 'reset_password');
      app.clock.advance(HOUR + 1_000);
      const res = await refusal(change('fresh-pass', key, app));
      expect(res.status).toBe(400);
      expect(res.code).toBe('KEY_EXPIRED');
      await api(app, user.token)(getSession); // 200, checked by the client
    } finally {
      await app.close();
    }
  });

  it('refuses unknown fields (only password and token are sent)', async () => {
    // Raw: a body with a field the contract does not have.
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
