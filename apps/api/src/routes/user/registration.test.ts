import type { TranslationKey } from '@golfwallet/core/i18n/keys';
import { translate } from '@golfwallet/core/i18n/translate';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helper';
import { clubs, userKeys, users } from '../../db/schema/index';
import { hashToken } from '../../lib/tokens';
import {
  addRegistryMember,
  keyFromLatestMail,
  latestMessage,
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

async function userRow(id: number) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  return row!;
}

describe('POST /user, non-member', () => {
  it('creates the golfer with hashed secrets, hcp 54 and a verification mail', async () => {
    const body = nonMemberBody({ email: uniqueEmail('Mixed.Case').replace('mixed', 'MiXeD') });
    const res = await t.call({ method: 'POST', url: '/user?locale=en', payload: body });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toEqual({
      user_id: expect.any(Number),
      email: String(body.email).toLowerCase(),
      email_confirmed: false,
    });

    const row = await userRow(created.user_id);
    expect(row).toMatchObject({
      firstName: 'Ida',
      lastName: 'Ikkemedlem',
      phone: '+4512345678',
      birthDate: '1990-05-01',
      sex: 'f',
      country: 'DK',
      hcp: '54',
      unionId: null,
      memberNumber: null,
      languageDefault: 'en',
      emailConfirmed: false,
    });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.pinHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain('secret123');

    const mail = await latestMessage(t, created.email, 'verify_email');
    expect(mail).toMatchObject({ channel: 'email', status: 'pending', locale: 'en' });
    expect(mail!.subject).toBe(translate('en', 'mail.verifyEmail.subject'));
    expect(mail!.text).toContain('Hi Ida,');
    expect(mail!.text).toMatch(/http:\/\/localhost:3000\/email-verify\?key=[A-Za-z0-9_-]{43}/);
    expect(mail!.html).toContain('href="http://localhost:3000/email-verify?key=');

    const key = await keyFromLatestMail(t, created.email, 'verify_email');
    const [stored] = await t.database.db.select().from(userKeys).where(eq(userKeys.userId, created.user_id));
    expect(stored).toMatchObject({ keyHash: hashToken(key), purpose: 'verify_email', usedAt: null });
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(24 * 3_600_000);
  });

  it('writes the mail in the language of ?locale (dk is Danish), else Accept-Language', async () => {
    const dk = await registerThroughApi(t, nonMemberBody(), {}).then(async (u) => u);
    expect((await userRow(dk.user_id)).languageDefault).toBe('da');

    const viaQuery = await t.call({
      method: 'POST',
      url: '/user?locale=dk',
      headers: EN,
      payload: nonMemberBody({ first_name: 'Søs' }),
    });
    expect(viaQuery.statusCode).toBe(201);
    const mail = await latestMessage(t, viaQuery.json().email, 'verify_email');
    expect(mail!.locale).toBe('da');
    expect(mail!.subject).toBe('Bekræft din e-mailadresse');
    expect(mail!.text).toContain('Hej Søs,');

    const viaHeader = await t.call({
      method: 'POST',
      url: '/user',
      headers: { 'accept-language': 'sv-SE,sv;q=0.9' },
      payload: nonMemberBody(),
    });
    expect((await latestMessage(t, viaHeader.json().email))!.subject).toBe('Bekräfta din e-postadress');

    const chosen = await t.call({
      method: 'POST',
      url: '/user',
      headers: EN,
      payload: nonMemberBody({ language_default: 'de' }),
    });
    expect((await userRow(chosen.json().user_id)).languageDefault).toBe('de');
    expect((await latestMessage(t, chosen.json().email))!.subject).toBe(
      translate('de', 'mail.verifyEmail.subject'),
    );
  });

  it('keeps a given handicap and takes the club name from a chosen club', async () => {
    const [club] = await t.database.db.select({ id: clubs.id, name: clubs.name }).from(clubs).limit(1);
    const registry = club
      ? club
      : await addRegistryMember(t).then((m) => ({ id: m.clubId, name: m.clubName }));
    const res = await t.call({
      method: 'POST',
      url: '/user',
      payload: nonMemberBody({ hcp: '12,4', club_id: registry.id }),
    });
    expect(res.statusCode).toBe(201);
    const row = await userRow(res.json().user_id);
    expect(row).toMatchObject({ hcp: '12.4', clubId: registry.id, clubName: registry.name });
  });

  it('refuses an unknown club', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/user',
      headers: EN,
      payload: nonMemberBody({ club_id: 2_000_000_000 }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual([{ field: 'club_id', message: translate('en', 'errors.clubNotFound') }]);
  });

  it('refuses an e-mail that is already registered, whatever its case', async () => {
    const first = await registerThroughApi(t, nonMemberBody());
    const res = await t.call({
      method: 'POST',
      url: '/user',
      headers: EN,
      payload: nonMemberBody({ email: first.email.toUpperCase() }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual([{ field: 'email', message: 'This e-mail address is already registered.' }]);
  });
});

describe('POST /user, union member', () => {
  it('checks the registry and takes sex, club, guid and handicap from it', async () => {
    const member = await addRegistryMember(t, { sex: 'f', hcp: '8.1' });
    const body = memberBody(member, { pin_code: '4321' });
    const res = await t.call({ method: 'POST', url: '/user', payload: body });
    expect(res.statusCode).toBe(201);
    const row = await userRow(res.json().user_id);
    expect(row).toMatchObject({
      unionId: member.unionId,
      memberNumber: member.memberNumber,
      memberGuid: member.memberGuid,
      sex: 'f',
      clubId: member.clubId,
      clubName: member.clubName,
      hcp: '8.1',
      country: 'DK',
      birthDate: member.birthDate,
    });
    expect(row.pinHash).toMatch(/^\$argon2id\$/);
    expect(await latestMessage(t, String(body.email), 'verify_email')).toBeDefined();
  });

  it("answers 'Member number not found or birth date can't be verified' for a wrong birth date or number", async () => {
    const member = await addRegistryMember(t);
    for (const override of [{ birth_date: '1980-04-13' }, { member_number: '123-99999999' }]) {
      const res = await t.call({
        method: 'POST',
        url: '/user',
        headers: EN,
        payload: memberBody(member, override),
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual([
        { field: 'member_number', message: "Member number not found or birth date can't be verified" },
      ]);
    }
  });

  it('refuses a member number another golfer holds', async () => {
    const member = await addRegistryMember(t);
    await registerThroughApi(t, memberBody(member));
    const res = await t.call({ method: 'POST', url: '/user', headers: EN, payload: memberBody(member) });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual([
      { field: 'member_number', message: translate('en', 'errors.memberNumberTaken') },
    ]);
  });

  it('answers every field problem at once', async () => {
    const member = await addRegistryMember(t);
    const taken = await registerThroughApi(t, nonMemberBody());
    const res = await t.call({
      method: 'POST',
      url: '/user',
      headers: EN,
      payload: memberBody(member, { email: taken.email, birth_date: '1999-01-01' }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual([
      { field: 'email', message: translate('en', 'errors.emailTaken') },
      { field: 'member_number', message: translate('en', 'errors.memberNotFound') },
    ]);
  });

  it('refuses an unknown union', async () => {
    const member = await addRegistryMember(t);
    const res = await t.call({
      method: 'POST',
      url: '/user',
      headers: EN,
      payload: memberBody(member, { union_id: 1_999_999_999 }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual([{ field: 'union_id', message: translate('en', 'errors.unionNotFound') }]);
  });
});

describe('POST /user, concurrent sign-ups', () => {
  it('lets only one of two simultaneous sign-ups with the same e-mail or member number through', async () => {
    const email = uniqueEmail('race');
    const sameEmail = await Promise.all(
      [0, 1].map(() =>
        t.call({ method: 'POST', url: '/user', headers: EN, payload: nonMemberBody({ email }) }),
      ),
    );
    expect(sameEmail.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    expect(sameEmail.find((r) => r.statusCode === 422)!.json()).toEqual([
      { field: 'email', message: translate('en', 'errors.emailTaken') },
    ]);

    const member = await addRegistryMember(t);
    const sameNumber = await Promise.all(
      [0, 1].map(() => t.call({ method: 'POST', url: '/user', headers: EN, payload: memberBody(member) })),
    );
    expect(sameNumber.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    expect(sameNumber.find((r) => r.statusCode === 422)!.json()).toEqual([
      { field: 'member_number', message: translate('en', 'errors.memberNumberTaken') },
    ]);
  });
});

describe('POST /user, the §5 rules', () => {
  const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const cases: [string, Record<string, unknown>, string, TranslationKey][] = [
    ['first name missing', { first_name: '' }, 'first_name', 'validation.enterFirstName'],
    ['first name over 30', { first_name: 'A'.repeat(31) }, 'first_name', 'validation.nameTooLong'],
    ['first name with digits', { first_name: 'Ida2' }, 'first_name', 'validation.validName'],
    ['last name missing', { last_name: undefined }, 'last_name', 'validation.enterLastName'],
    ['e-mail missing', { email: '' }, 'email', 'validation.enterEmail'],
    ['e-mail without dot', { email: 'ida@example' }, 'email', 'validation.validEmail'],
    ['password under 6', { password: '12345' }, 'password', 'validation.validPassword'],
    ['password over 30', { password: 'x'.repeat(31) }, 'password', 'validation.validPassword'],
    ['password missing', { password: '' }, 'password', 'validation.enterPassword'],
    ['phone too short', { phone: '+451234' }, 'phone', 'validation.validMobile'],
    ['phone with letters', { phone: '+45abcdefgh' }, 'phone', 'validation.validMobile'],
    ['phone too long', { phone: '+451234567890123' }, 'phone', 'validation.validMobile'],
    ['PIN under 4 digits', { pin_code: '123' }, 'pin_code', 'validation.pinMin'],
    ['PIN with letters', { pin_code: '12ab' }, 'pin_code', 'validation.onlyNumbers'],
    ['PIN missing', { pin_code: '' }, 'pin_code', 'validation.enterPin'],
    ['birth date in the future', { birth_date: tomorrow }, 'birth_date', 'validation.birthDateFuture'],
    ['birth date not a day', { birth_date: '1990-02-30' }, 'birth_date', 'validation.validBirthDate'],
    ['birth date missing', { birth_date: '' }, 'birth_date', 'validation.enterBirthDate'],
    ['gender not picked', { sex: undefined }, 'sex', 'validation.chooseGender'],
    ['country not picked', { country: 'US' }, 'country', 'validation.chooseCountry'],
    ['handicap not starting with digits', { hcp: 'abc' }, 'hcp', 'validation.validHcp'],
    ['kind not chosen', { is_member: undefined }, 'is_member', 'validation.chooseUnion'],
    ['unknown field', { is_admin: true }, 'is_admin', 'validation.unknownField'],
  ];
  it.each(cases)('%s → 422 on %s', async (_name, override, field, key) => {
    const res = await t.call({ method: 'POST', url: '/user', headers: EN, payload: nonMemberBody(override) });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toContainEqual({ field, message: translate('en', key) });
  });

  it('checks the union member number as digits-hyphen-digits', async () => {
    const member = await addRegistryMember(t);
    const res = await t.call({
      method: 'POST',
      url: '/user',
      headers: EN,
      payload: memberBody(member, { member_number: '12-ab' }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual([
      { field: 'member_number', message: 'Please enter valid Union member number' },
    ]);
  });

  it('answers field errors as an array of {field, message} in the caller language', async () => {
    const body = nonMemberBody({ email: 'nope', pin_code: '1' });
    const da = await t.call({
      method: 'POST',
      url: '/user',
      headers: { 'accept-language': 'da' },
      payload: body,
    });
    expect(da.statusCode).toBe(422);
    const list = da.json();
    expect(Array.isArray(list)).toBe(true);
    for (const entry of list) expect(Object.keys(entry).sort()).toEqual(['field', 'message']);
    expect(list).toContainEqual({ field: 'email', message: translate('da', 'validation.validEmail') });
    expect(list).toContainEqual({ field: 'pin_code', message: translate('da', 'validation.pinMin') });

    const query = await t.call({ method: 'POST', url: '/user?locale=sv', headers: EN, payload: body });
    expect(query.json()).toContainEqual({
      field: 'email',
      message: translate('sv', 'validation.validEmail'),
    });
  });

  it('creates nothing when the body is refused', async () => {
    const email = uniqueEmail('refused');
    await t.call({ method: 'POST', url: '/user', payload: nonMemberBody({ email, phone: '1' }) });
    const rows = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(0);
    expect(await latestMessage(t, email)).toBeUndefined();
  });
});
