import type { TranslationKey } from '@golfwallet/core/i18n/keys';
import { translate } from '@golfwallet/core/i18n/translate';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestUser, type TestApp } from '../../../test/helper';
import { sessions, userKeys, users } from '../../db/schema/index';
import { hashSecret } from '../../modules/auth/password';
import {
  addRegistryMember,
  keyFromLatestMail,
  latestMessage,
  logInThroughApi,
  memberBody,
  nonMemberBody,
  registerThroughApi,
  uniqueEmail,
} from '../../../test/builders/user';

const EN = { 'accept-language': 'en' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** A union member signed up through the API, with a session. */
async function memberWithSession() {
  const member = await addRegistryMember(t);
  const body = memberBody(member);
  const created = await registerThroughApi(t, body);
  const token = await logInThroughApi(t, created.email, String(body.password));
  return { member, id: created.user_id, email: created.email, token };
}

async function row(id: number) {
  const [found] = await t.database.db.select().from(users).where(eq(users.id, id));
  return found;
}

describe('GET /user', () => {
  it('answers every profile field and never a hash', async () => {
    const user = await createTestUser(t, {
      phone: '+4511223344',
      birthDate: '1975-01-02',
      sex: 'm',
      country: 'DK',
      hcp: '54',
      clubName: 'Min klub',
      pinHash: await hashSecret('1234'),
    });
    const res = await t.call({ method: 'GET', url: '/user', token: user.token });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      user_id: user.id,
      email: user.email,
      email_confirmed: true,
      union_id: null,
      union_name: null,
      member_number: null,
      member_type: null,
      first_name: 'Test',
      last_name: expect.any(String),
      phone: '+4511223344',
      phone2: null,
      birth_date: '1975-01-02',
      sex: 'm',
      country: 'DK',
      hcp: '54',
      club_id: null,
      club_name: 'Min klub',
      language_default: 'en',
      push_notifications_enabled_default: true,
      accept_newsletter: 0,
      accept_offers: 0,
      newsletter_asked: false,
      print_rules_accepted: false,
      pin_set: true,
    });
    expect(res.body).not.toMatch(/argon2|password|pin_hash/);
  });

  it('shows a member their union and says email_confirmed false before verification', async () => {
    const { member, token } = await memberWithSession();
    const body = (await t.call({ method: 'GET', url: '/user', token })).json();
    expect(body).toMatchObject({
      email_confirmed: false,
      union_id: member.unionId,
      union_name: expect.any(String),
      member_number: member.memberNumber,
      club_id: member.clubId,
      club_name: member.clubName,
      pin_set: false,
    });
  });

  it('needs a session', async () => {
    expect((await t.call({ method: 'GET', url: '/user' })).statusCode).toBe(401);
  });
});

describe('PATCH /user', () => {
  it('lets a non-member change every field of §6', async () => {
    const user = await createTestUser(t);
    const res = await t.call({
      method: 'PATCH',
      url: '/user',
      token: user.token,
      payload: {
        first_name: 'Åse',
        last_name: "O'Neil-Øster",
        phone: '+47 12345678',
        language_default: 'no',
        push_notifications_enabled_default: false,
        accept_newsletter: 1,
        accept_offers: 1,
        newsletter_asked: true,
        print_rules_accepted: true,
        sex: 'f',
        hcp: '12,5',
        country: 'NO',
        club_name: 'Oslo GK',
        birth_date: '1970-06-15',
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      first_name: 'Åse',
      last_name: "O'Neil-Øster",
      phone: '+4712345678',
      language_default: 'no',
      push_notifications_enabled_default: false,
      accept_newsletter: 1,
      accept_offers: 1,
      newsletter_asked: true,
      print_rules_accepted: true,
      sex: 'f',
      hcp: '12.5',
      country: 'NO',
      club_name: 'Oslo GK',
      birth_date: '1970-06-15',
      email_confirmed: true,
    });
  });

  it('refuses, field by field, what a union member may not change', async () => {
    const { token, id, member } = await memberWithSession();
    const res = await t.call({
      method: 'PATCH',
      url: '/user',
      token,
      headers: EN,
      payload: { first_name: 'Bo', hcp: '3', club_name: 'Elsewhere', birth_date: '1990-01-01' },
    });
    expect(res.statusCode).toBe(422);
    const message = translate('en', 'validation.memberFieldLocked');
    expect(res.json()).toEqual([
      { field: 'hcp', message },
      { field: 'club_name', message },
      { field: 'birth_date', message },
    ]);
    expect((await row(id))!.firstName).toBe(member.firstName);

    const allowed = await t.call({
      method: 'PATCH',
      url: '/user',
      token,
      payload: { first_name: 'Bo', phone: '+4599887766', accept_newsletter: 1, print_rules_accepted: true },
    });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json()).toMatchObject({ first_name: 'Bo', phone: '+4599887766', accept_newsletter: 1 });
  });

  it('validates the fields and refuses unknown ones, such as another user id', async () => {
    const user = await createTestUser(t);
    const other = await createTestUser(t);
    const cases: [Record<string, unknown>, string, TranslationKey][] = [
      [{ accept_newsletter: 2 }, 'accept_newsletter', 'validation.invalid'],
      [{ phone: '123' }, 'phone', 'validation.validMobile'],
      [{ first_name: '' }, 'first_name', 'validation.enterFirstName'],
      [{ email: 'x@y' }, 'email', 'validation.validEmail'],
      [{ language_default: 'xx' }, 'language_default', 'validation.invalid'],
      [{ user_id: other.id, first_name: 'Mallory' }, 'user_id', 'validation.unknownField'],
    ];
    for (const [payload, field, key] of cases) {
      const res = await t.call({ method: 'PATCH', url: '/user', token: user.token, headers: EN, payload });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toContainEqual({ field, message: translate('en', key) });
    }
    expect((await row(other.id))!.firstName).toBe('Test');
  });

  it('changes the e-mail only to a free one, unconfirms it and sends a new verification mail', async () => {
    const user = await createTestUser(t);
    const other = await createTestUser(t);
    const taken = await t.call({
      method: 'PATCH',
      url: '/user',
      token: user.token,
      headers: EN,
      payload: { email: other.email.toUpperCase() },
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toEqual([{ field: 'email', message: translate('en', 'errors.emailTaken') }]);

    const fresh = uniqueEmail('moved');
    const res = await t.call({ method: 'PATCH', url: '/user', token: user.token, payload: { email: fresh } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: fresh, email_confirmed: false });
    const key = await keyFromLatestMail(t, fresh, 'verify_email');
    const verified = await t.call({ method: 'POST', url: '/user/email-verify', payload: { code: key } });
    expect(verified.statusCode).toBe(200);
    expect((await row(user.id))!.emailConfirmed).toBe(true);
  });

  it('does not let a key sent to an earlier address confirm a changed one', async () => {
    const created = await registerThroughApi(t, nonMemberBody());
    const oldKey = await keyFromLatestMail(t, created.email, 'verify_email');
    const token = await logInThroughApi(t, created.email, 'secret123');
    const fresh = uniqueEmail('changed');
    await t.call({ method: 'PATCH', url: '/user', token, payload: { email: fresh } });
    const res = await t.call({
      method: 'POST',
      url: '/user/email-verify',
      headers: EN,
      payload: { code: oldKey },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('INVALID_KEY');
    expect((await row(created.user_id))!.emailConfirmed).toBe(false);
  });

  it('changes the password only when repeated, and ends the other sessions', async () => {
    const user = await createTestUser(t);
    const other = await logInThroughApi(t, user.email, user.password);
    const missing = await t.call({
      method: 'PATCH',
      url: '/user',
      token: user.token,
      headers: EN,
      payload: { password: 'newpass1' },
    });
    expect(missing.json()).toEqual([{ field: 'repeat_password', message: 'Please repeat your password' }]);
    const mismatch = await t.call({
      method: 'PATCH',
      url: '/user',
      token: user.token,
      headers: EN,
      payload: { password: 'newpass1', repeat_password: 'newpass2' },
    });
    expect(mismatch.json()).toEqual([
      { field: 'repeat_password', message: "Confirmation password doesn't match the password" },
    ]);
    const short = await t.call({
      method: 'PATCH',
      url: '/user',
      token: user.token,
      headers: EN,
      payload: { password: 'abc', repeat_password: 'abc' },
    });
    expect(short.json()).toContainEqual({ field: 'password', message: 'Please enter valid password' });

    const ok = await t.call({
      method: 'PATCH',
      url: '/user',
      token: user.token,
      payload: { password: 'newpass1', repeat_password: 'newpass1' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/user', token: user.token })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/user', token: other })).statusCode).toBe(403);
    const oldLogin = await t.call({
      method: 'POST',
      url: '/session',
      payload: { email: user.email, password: user.password },
    });
    expect(oldLogin.statusCode).toBe(401);
    await logInThroughApi(t, user.email, 'newpass1');
  });
});

describe('DELETE /user/delete', () => {
  it("refuses another golfer's member_id with 403 and deletes nothing", async () => {
    const user = await createTestUser(t);
    const victim = await createTestUser(t);
    for (const memberId of [String(victim.id), 'abc', '']) {
      const res = await t.call({
        method: 'DELETE',
        url: `/user/delete?member_id=${memberId}`,
        token: user.token,
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    expect(await row(victim.id)).toBeDefined();
    expect(await row(user.id)).toBeDefined();
  });

  it('deletes the own account with everything it owns', async () => {
    const created = await registerThroughApi(t, nonMemberBody());
    const token = await logInThroughApi(t, created.email, 'secret123');
    const res = await t.call({ method: 'DELETE', url: `/user/delete?member_id=${created.user_id}`, token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect(await row(created.user_id)).toBeUndefined();
    expect(
      await t.database.db.select().from(sessions).where(eq(sessions.userId, created.user_id)),
    ).toHaveLength(0);
    expect(
      await t.database.db.select().from(userKeys).where(eq(userKeys.userId, created.user_id)),
    ).toHaveLength(0);
    expect((await t.call({ method: 'GET', url: '/user', token })).statusCode).toBe(403);
    const login = await t.call({
      method: 'POST',
      url: '/session',
      payload: { email: created.email, password: 'secret123' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('deletes without member_id too, and needs a session', async () => {
    const user = await createTestUser(t);
    expect((await t.call({ method: 'DELETE', url: '/user/delete' })).statusCode).toBe(401);
    expect((await t.call({ method: 'DELETE', url: '/user/delete', token: user.token })).statusCode).toBe(200);
    expect(await row(user.id)).toBeUndefined();
  });
});

describe('PATCH /user/club', () => {
  it('makes a non-member a union member with the registry club', async () => {
    const user = await createTestUser(t, { hcp: '54', birthDate: '1990-01-01' });
    const member = await addRegistryMember(t, { hcp: '20.1', sex: 'f' });
    const res = await t.call({
      method: 'PATCH',
      url: '/user/club',
      token: user.token,
      payload: { union_id: member.unionId, member_number: member.memberNumber, birth_date: member.birthDate },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      union_id: member.unionId,
      member_number: member.memberNumber,
      club_id: member.clubId,
      club_name: member.clubName,
      birth_date: member.birthDate,
      hcp: '20.1',
      sex: 'f',
    });
    const again = await t.call({
      method: 'PATCH',
      url: '/user/club',
      token: user.token,
      payload: { union_id: member.unionId, member_number: member.memberNumber, birth_date: member.birthDate },
    });
    expect(again.statusCode).toBe(200);
  });

  it('refuses a number another golfer holds, or one the registry does not know, on member_number', async () => {
    const { member } = await memberWithSession();
    const user = await createTestUser(t);
    const payload = {
      union_id: member.unionId,
      member_number: member.memberNumber,
      birth_date: member.birthDate,
    };
    const taken = await t.call({
      method: 'PATCH',
      url: '/user/club',
      token: user.token,
      headers: EN,
      payload,
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toEqual([
      { field: 'member_number', message: translate('en', 'errors.memberNumberTaken') },
    ]);

    const unknown = await t.call({
      method: 'PATCH',
      url: '/user/club',
      token: user.token,
      headers: EN,
      payload: { ...payload, birth_date: '2000-01-01' },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual([
      { field: 'member_number', message: translate('en', 'errors.memberNotFound') },
    ]);
    expect((await row(user.id))!.unionId).toBeNull();
  });

  it('uses the change-club messages of §5', async () => {
    const user = await createTestUser(t);
    const res = await t.call({
      method: 'PATCH',
      url: '/user/club',
      token: user.token,
      headers: EN,
      payload: { union_id: 1, member_number: '', birth_date: '1980-01-01' },
    });
    expect(res.json()).toEqual([
      { field: 'member_number', message: 'please enter your union member number' },
    ]);
    const invalid = await t.call({
      method: 'PATCH',
      url: '/user/club',
      token: user.token,
      headers: EN,
      payload: { union_id: 1, member_number: 'ab-12', birth_date: '1980-01-01' },
    });
    expect(invalid.json()).toEqual([
      { field: 'member_number', message: 'please enter valid union member number' },
    ]);
    expect((await t.call({ method: 'PATCH', url: '/user/club', payload: {} })).statusCode).toBe(401);
  });
});

describe('POST /user/check-pin', () => {
  it('says valid for the right PIN and WRONG_PIN otherwise', async () => {
    const user = await createTestUser(t, { pinHash: await hashSecret('2468') });
    const ok = await t.call({
      method: 'POST',
      url: '/user/check-pin',
      token: user.token,
      payload: { pin_code: '2468' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ valid: true });
    const wrong = await t.call({
      method: 'POST',
      url: '/user/check-pin',
      token: user.token,
      headers: EN,
      payload: { pin_code: '1357' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual({
      status: 422,
      code: 'WRONG_PIN',
      message: translate('en', 'errors.wrongPin'),
    });
    const malformed = await t.call({
      method: 'POST',
      url: '/user/check-pin',
      token: user.token,
      headers: EN,
      payload: { pin_code: '12' },
    });
    expect(malformed.json()).toEqual([{ field: 'pin_code', message: translate('en', 'validation.pinMin') }]);
  });

  it('answers PIN_NOT_SET without a PIN, and needs a session', async () => {
    const user = await createTestUser(t);
    const res = await t.call({
      method: 'POST',
      url: '/user/check-pin',
      token: user.token,
      payload: { pin_code: '1234' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('PIN_NOT_SET');
    expect(
      (await t.call({ method: 'POST', url: '/user/check-pin', payload: { pin_code: '1234' } })).statusCode,
    ).toBe(401);
  });

  it('stops guessing after too many wrong PINs', async () => {
    const limited = await createTestApp({ env: { LOGIN_MAX_FAILURES: '3' } });
    try {
      const user = await createTestUser(limited, { pinHash: await hashSecret('2468') });
      for (let i = 0; i < 3; i++) {
        const res = await limited.call({
          method: 'POST',
          url: '/user/check-pin',
          token: user.token,
          payload: { pin_code: `100${i}` },
        });
        expect(res.statusCode).toBe(422);
      }
      const blocked = await limited.call({
        method: 'POST',
        url: '/user/check-pin',
        token: user.token,
        payload: { pin_code: '2468' },
      });
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /user/golfids', () => {
  it("answers the account's member numbers for the right credentials", async () => {
    const { member, email } = await memberWithSession();
    const res = await t.call({
      method: 'POST',
      url: '/user/golfids',
      payload: { email, password: 'secret123' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { golf_ids: [member.memberNumber] } });

    const user = await createTestUser(t);
    const none = await t.call({
      method: 'POST',
      url: '/user/golfids',
      payload: { email: user.email, password: user.password },
    });
    expect(none.json()).toEqual({ data: { golf_ids: [] } });
  });

  it('answers 401 for wrong credentials', async () => {
    const { email } = await memberWithSession();
    const res = await t.call({
      method: 'POST',
      url: '/user/golfids',
      headers: EN,
      payload: { email, password: 'wrong-one' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('INVALID_CREDENTIALS');
    const bad = await t.call({ method: 'POST', url: '/user/golfids', headers: EN, payload: { email } });
    expect(bad.json()).toEqual([{ field: 'password', message: 'Please enter password' }]);
  });
});

describe('POST /transfer-referral/', () => {
  it('stores a referral once on the caller only', async () => {
    const user = await createTestUser(t);
    const other = await createTestUser(t);
    const first = await t.call({
      method: 'POST',
      url: '/transfer-referral/',
      token: user.token,
      payload: { referral: 'club-42_spring' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true });
    const second = await t.call({
      method: 'POST',
      url: '/transfer-referral/',
      token: user.token,
      payload: { referral: 'another' },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('REFERRAL_ALREADY_SET');
    expect((await row(user.id))!.referral).toBe('club-42_spring');
    expect((await row(other.id))!.referral).toBeNull();
  });

  it('validates the referral and needs a session', async () => {
    const user = await createTestUser(t);
    const bad = await t.call({
      method: 'POST',
      url: '/transfer-referral/',
      token: user.token,
      headers: EN,
      payload: { referral: '<script>' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual([{ field: 'referral', message: translate('en', 'validation.invalid') }]);
    const anonymous = await t.call({
      method: 'POST',
      url: '/transfer-referral/',
      payload: { referral: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('verification mail after sign-up', () => {
  it('is queued for the address the golfer gave', async () => {
    const created = await registerThroughApi(t, nonMemberBody());
    expect(await latestMessage(t, created.email, 'verify_email')).toBeDefined();
  });
});
