import type { TranslationKey } from '@golfwallet/core/i18n/keys';
import { translate } from '@golfwallet/core/i18n/translate';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '@golfwallet/core/contracts/session/create-session';
import { changeClub } from '@golfwallet/core/contracts/user/change-club';
import { checkPin } from '@golfwallet/core/contracts/user/check-pin';
import { deleteUser } from '@golfwallet/core/contracts/user/delete-user';
import { getGolfIds } from '@golfwallet/core/contracts/user/get-golf-ids';
import { getUser } from '@golfwallet/core/contracts/user/get-user';
import { setReferral } from '@golfwallet/core/contracts/user/set-referral';
import { updateUser } from '@golfwallet/core/contracts/user/update-user';
import { verifyEmail } from '@golfwallet/core/contracts/user/verify-email';
import { createTestApp, createTestUser, refusal, type TestApp } from '../../../test/helper';
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

/** The typed client as a golfer (a typed call that resolves had its contract's status), in English. */
const as = (token?: string) => t.api({ token, language: 'en' });

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
    const body = await as(user.token)(getUser);
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
    // The wire body itself: the typed client's parse would drop a leaked field.
    const res = await t.call({ method: 'GET', url: '/user', token: user.token });
    expect(res.body).not.toMatch(/argon2|password|pin_hash/);
  });

  it('shows a member their union and says email_confirmed false before verification', async () => {
    const { member, token } = await memberWithSession();
    const body = await as(token)(getUser);
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
    expect((await refusal(as()(getUser))).status).toBe(401);
  });
});

describe('PATCH /user', () => {
  it('lets a non-member change every field of §6', async () => {
    const user = await createTestUser(t);
    const res = await as(user.token)(updateUser, {
      body: {
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
    expect(res).toMatchObject({
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
    const res = await refusal(
      as(token)(updateUser, {
        body: { first_name: 'Bo', hcp: '3', club_name: 'Elsewhere', birth_date: '1990-01-01' },
      }),
    );
    expect(res.status).toBe(422);
    const message = translate('en', 'validation.memberFieldLocked');
    expect(res.fields).toEqual([
      { field: 'hcp', message },
      { field: 'club_name', message },
      { field: 'birth_date', message },
    ]);
    expect((await row(id))!.firstName).toBe(member.firstName);

    const allowed = await as(token)(updateUser, {
      body: { first_name: 'Bo', phone: '+4599887766', accept_newsletter: 1, print_rules_accepted: true },
    });
    expect(allowed).toMatchObject({ first_name: 'Bo', phone: '+4599887766', accept_newsletter: 1 });
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
      // Raw: these bodies are what the contract forbids (a flag of 2, an unknown language, a user id).
      const res = await t.call({ method: 'PATCH', url: '/user', token: user.token, headers: EN, payload });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toContainEqual({ field, message: translate('en', key) });
    }
    expect((await row(other.id))!.firstName).toBe('Test');
  });

  it('changes the e-mail only to a free one, unconfirms it and sends a new verification mail', async () => {
    const user = await createTestUser(t);
    const other = await createTestUser(t);
    const taken = await refusal(
      as(user.token)(updateUser, {
        body: { email: other.email.toUpperCase() },
      }),
    );
    expect(taken.status).toBe(422);
    expect(taken.fields).toEqual([{ field: 'email', message: translate('en', 'errors.emailTaken') }]);

    const fresh = uniqueEmail('moved');
    const res = await as(user.token)(updateUser, { body: { email: fresh } });
    expect(res).toMatchObject({ email: fresh, email_confirmed: false });
    const key = await keyFromLatestMail(t, fresh, 'verify_email');
    await t.api()(verifyEmail, { body: { code: key } }); // 200, checked by the client
    expect((await row(user.id))!.emailConfirmed).toBe(true);
  });

  it('does not let a key sent to an earlier address confirm a changed one', async () => {
    const created = await registerThroughApi(t, nonMemberBody());
    const oldKey = await keyFromLatestMail(t, created.email, 'verify_email');
    const token = await logInThroughApi(t, created.email, 'secret123');
    const fresh = uniqueEmail('changed');
    await as(token)(updateUser, { body: { email: fresh } });
    const res = await refusal(as()(verifyEmail, { body: { code: oldKey } }));
    expect(res.status).toBe(400);
    expect(res.code).toBe('INVALID_KEY');
    expect((await row(created.user_id))!.emailConfirmed).toBe(false);
  });

  it('changes the password only when repeated, and ends the other sessions', async () => {
    const user = await createTestUser(t);
    const other = await logInThroughApi(t, user.email, user.password);
    const patch = (body: { password: string; repeat_password?: string }) =>
      refusal(as(user.token)(updateUser, { body }));
    const missing = await patch({ password: 'newpass1' });
    expect(missing.fields).toEqual([{ field: 'repeat_password', message: 'Please repeat your password' }]);
    const mismatch = await patch({ password: 'newpass1', repeat_password: 'newpass2' });
    expect(mismatch.fields).toEqual([
      { field: 'repeat_password', message: "Confirmation password doesn't match the password" },
    ]);
    const short = await patch({ password: 'abc', repeat_password: 'abc' });
    expect(short.fields).toContainEqual({ field: 'password', message: 'Please enter valid password' });

    // 200s, checked by the client.
    await as(user.token)(updateUser, {
      body: { password: 'newpass1', repeat_password: 'newpass1' },
    });
    await as(user.token)(getUser);
    expect((await refusal(as(other)(getUser))).status).toBe(403);
    const oldLogin = await refusal(
      t.api()(createSession, { body: { email: user.email, password: user.password } }),
    );
    expect(oldLogin.status).toBe(401);
    await logInThroughApi(t, user.email, 'newpass1');
  });
});

describe('DELETE /user/delete', () => {
  it("refuses another golfer's member_id with 403 and deletes nothing", async () => {
    const user = await createTestUser(t);
    const victim = await createTestUser(t);
    for (const memberId of [String(victim.id), 'abc', '']) {
      const res = await refusal(as(user.token)(deleteUser, { query: { member_id: memberId } }));
      expect(res.status).toBe(403);
      expect(res.code).toBe('FORBIDDEN');
    }
    expect(await row(victim.id)).toBeDefined();
    expect(await row(user.id)).toBeDefined();
  });

  it('deletes the own account with everything it owns', async () => {
    const created = await registerThroughApi(t, nonMemberBody());
    const token = await logInThroughApi(t, created.email, 'secret123');
    const res = await as(token)(deleteUser, { query: { member_id: String(created.user_id) } });
    expect(res).toEqual({ success: true });
    expect(await row(created.user_id)).toBeUndefined();
    expect(
      await t.database.db.select().from(sessions).where(eq(sessions.userId, created.user_id)),
    ).toHaveLength(0);
    expect(
      await t.database.db.select().from(userKeys).where(eq(userKeys.userId, created.user_id)),
    ).toHaveLength(0);
    expect((await refusal(as(token)(getUser))).status).toBe(403);
    const login = await refusal(
      t.api()(createSession, { body: { email: created.email, password: 'secret123' } }),
    );
    expect(login.status).toBe(401);
  });

  it('deletes without member_id too, and needs a session', async () => {
    const user = await createTestUser(t);
    expect((await refusal(as()(deleteUser))).status).toBe(401);
    await as(user.token)(deleteUser); // 200, checked by the client
    expect(await row(user.id)).toBeUndefined();
  });
});

describe('PATCH /user/club', () => {
  it('makes a non-member a union member with the registry club', async () => {
    const user = await createTestUser(t, { hcp: '54', birthDate: '1990-01-01' });
    const member = await addRegistryMember(t, { hcp: '20.1', sex: 'f' });
    const body = {
      union_id: member.unionId,
      member_number: member.memberNumber,
      birth_date: member.birthDate,
    };
    const res = await as(user.token)(changeClub, { body });
    expect(res).toMatchObject({
      union_id: member.unionId,
      member_number: member.memberNumber,
      club_id: member.clubId,
      club_name: member.clubName,
      birth_date: member.birthDate,
      hcp: '20.1',
      sex: 'f',
    });
    await as(user.token)(changeClub, { body }); // again: 200, checked by the client
  });

  it('refuses a number another golfer holds, or one the registry does not know, on member_number', async () => {
    const { member } = await memberWithSession();
    const user = await createTestUser(t);
    const payload = {
      union_id: member.unionId,
      member_number: member.memberNumber,
      birth_date: member.birthDate,
    };
    const taken = await refusal(as(user.token)(changeClub, { body: payload }));
    expect(taken.status).toBe(422);
    expect(taken.fields).toEqual([
      { field: 'member_number', message: translate('en', 'errors.memberNumberTaken') },
    ]);

    const unknown = await refusal(
      as(user.token)(changeClub, { body: { ...payload, birth_date: '2000-01-01' } }),
    );
    expect(unknown.status).toBe(422);
    expect(unknown.fields).toEqual([
      { field: 'member_number', message: translate('en', 'errors.memberNotFound') },
    ]);
    expect((await row(user.id))!.unionId).toBeNull();
  });

  it('uses the change-club messages of §5', async () => {
    const user = await createTestUser(t);
    const res = await refusal(
      as(user.token)(changeClub, { body: { union_id: 1, member_number: '', birth_date: '1980-01-01' } }),
    );
    expect(res.fields).toEqual([
      { field: 'member_number', message: 'please enter your union member number' },
    ]);
    const invalid = await refusal(
      as(user.token)(changeClub, { body: { union_id: 1, member_number: 'ab-12', birth_date: '1980-01-01' } }),
    );
    expect(invalid.fields).toEqual([
      { field: 'member_number', message: 'please enter valid union member number' },
    ]);
    // Raw: an empty body (the contract asks for the fields), which needs a session before it is read.
    expect((await t.call({ method: 'PATCH', url: '/user/club', payload: {} })).statusCode).toBe(401);
  });
});

describe('POST /user/check-pin', () => {
  it('says valid for the right PIN and WRONG_PIN otherwise', async () => {
    const user = await createTestUser(t, { pinHash: await hashSecret('2468') });
    const pin = (pin_code: string) => as(user.token)(checkPin, { body: { pin_code } });
    expect(await pin('2468')).toEqual({ valid: true });
    const wrong = await refusal(pin('1357'));
    expect(wrong).toMatchObject({
      status: 422,
      code: 'WRONG_PIN',
      message: translate('en', 'errors.wrongPin'),
    });
    const malformed = await refusal(pin('12'));
    expect(malformed.fields).toEqual([{ field: 'pin_code', message: translate('en', 'validation.pinMin') }]);
  });

  it('answers PIN_NOT_SET without a PIN, and needs a session', async () => {
    const user = await createTestUser(t);
    const res = await refusal(as(user.token)(checkPin, { body: { pin_code: '1234' } }));
    expect(res.status).toBe(422);
    expect(res.code).toBe('PIN_NOT_SET');
    expect((await refusal(as()(checkPin, { body: { pin_code: '1234' } }))).status).toBe(401);
  });

  it('stops guessing after too many wrong PINs', async () => {
    const limited = await createTestApp({ env: { LOGIN_MAX_FAILURES: '3' } });
    try {
      const user = await createTestUser(limited, { pinHash: await hashSecret('2468') });
      const pin = (pin_code: string) =>
        refusal(limited.api({ token: user.token })(checkPin, { body: { pin_code } }));
      for (let i = 0; i < 3; i++) {
        expect((await pin(`100${i}`)).status).toBe(422);
      }
      const blocked = await pin('2468');
      expect(blocked.status).toBe(429);
      expect(blocked.retryAfterSeconds).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });
});

describe('POST /user/golfids', () => {
  it("answers the account's member numbers for the right credentials", async () => {
    const { member, email } = await memberWithSession();
    const res = await as()(getGolfIds, { body: { email, password: 'secret123' } });
    expect(res).toEqual({ data: { golf_ids: [member.memberNumber] } });

    const user = await createTestUser(t);
    const none = await as()(getGolfIds, { body: { email: user.email, password: user.password } });
    expect(none).toEqual({ data: { golf_ids: [] } });
  });

  it('answers 401 for wrong credentials', async () => {
    const { email } = await memberWithSession();
    const res = await refusal(as()(getGolfIds, { body: { email, password: 'wrong-one' } }));
    expect(res.status).toBe(401);
    expect(res.code).toBe('INVALID_CREDENTIALS');
    // Raw: a body without the password the contract requires.
    const bad = await t.call({ method: 'POST', url: '/user/golfids', headers: EN, payload: { email } });
    expect(bad.json()).toEqual([{ field: 'password', message: 'Please enter password' }]);
  });
});

describe('POST /transfer-referral/', () => {
  it('stores a referral once on the caller only', async () => {
    const user = await createTestUser(t);
    const other = await createTestUser(t);
    const first = await as(user.token)(setReferral, { body: { referral: 'club-42_spring' } });
    expect(first).toEqual({ success: true });
    const second = await refusal(as(user.token)(setReferral, { body: { referral: 'another' } }));
    expect(second.status).toBe(409);
    expect(second.code).toBe('REFERRAL_ALREADY_SET');
    expect((await row(user.id))!.referral).toBe('club-42_spring');
    expect((await row(other.id))!.referral).toBeNull();
  });

  it('validates the referral and needs a session', async () => {
    const user = await createTestUser(t);
    const bad = await refusal(as(user.token)(setReferral, { body: { referral: '<script>' } }));
    expect(bad.status).toBe(422);
    expect(bad.fields).toEqual([{ field: 'referral', message: translate('en', 'validation.invalid') }]);
    const anonymous = await refusal(as()(setReferral, { body: { referral: 'x' } }));
    expect(anonymous.status).toBe(401);
  });
});

describe('verification mail after sign-up', () => {
  it('is queued for the address the golfer gave', async () => {
    const created = await registerThroughApi(t, nonMemberBody());
    expect(await latestMessage(t, created.email, 'verify_email')).toBeDefined();
  });
});
