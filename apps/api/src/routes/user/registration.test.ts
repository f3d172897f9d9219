import { registerUser } from '@golfwallet/core/contracts/user/register-user';
import type { TranslationKey } from '@golfwallet/core/i18n/keys';
import { translate } from '@golfwallet/core/i18n/translate';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, refusal, type TestApp } from '../../../test/helper';
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

type SignUp = Parameters<typeof registerThroughApi>[1];
/** Signs up through the typed client (a call that resolves was answered 201, as the contract says). */
const signUp = (body: SignUp, language = 'en', locale?: string) =>
  t.api({ language })(registerUser, { body, query: { locale } });

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
    const created = await t.api()(registerUser, { body, query: { locale: 'en' } });
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
    const dk = await registerThroughApi(t, nonMemberBody());
    expect((await userRow(dk.user_id)).languageDefault).toBe('da');

    const viaQuery = await signUp(nonMemberBody({ first_name: 'Søs' }), 'en', 'dk');
    const mail = await latestMessage(t, viaQuery.email, 'verify_email');
    expect(mail!.locale).toBe('da');
    expect(mail!.subject).toBe('Bekræft din e-mailadresse');
    expect(mail!.text).toContain('Hej Søs,');

    const viaHeader = await signUp(nonMemberBody(), 'sv-SE,sv;q=0.9');
    expect((await latestMessage(t, viaHeader.email))!.subject).toBe('Bekräfta din e-postadress');

    const chosen = await signUp(nonMemberBody({ language_default: 'de' }));
    expect((await userRow(chosen.user_id)).languageDefault).toBe('de');
    expect((await latestMessage(t, chosen.email))!.subject).toBe(translate('de', 'mail.verifyEmail.subject'));
  });

  it('keeps a given handicap and takes the club name from a chosen club', async () => {
    const [club] = await t.database.db.select({ id: clubs.id, name: clubs.name }).from(clubs).limit(1);
    const registry = club
      ? club
      : await addRegistryMember(t).then((m) => ({ id: m.clubId, name: m.clubName }));
    const res = await t.api()(registerUser, { body: nonMemberBody({ hcp: '12,4', club_id: registry.id }) });
    const row = await userRow(res.user_id);
    expect(row).toMatchObject({ hcp: '12.4', clubId: registry.id, clubName: registry.name });
  });

  it('refuses an unknown club', async () => {
    const res = await refusal(signUp(nonMemberBody({ club_id: 2_000_000_000 })));
    expect(res.status).toBe(422);
    expect(res.fields).toEqual([{ field: 'club_id', message: translate('en', 'errors.clubNotFound') }]);
  });

  it('refuses an e-mail that is already registered, whatever its case', async () => {
    const first = await registerThroughApi(t, nonMemberBody());
    const res = await refusal(signUp(nonMemberBody({ email: first.email.toUpperCase() })));
    expect(res.status).toBe(422);
    expect(res.fields).toEqual([{ field: 'email', message: 'This e-mail address is already registered.' }]);
  });
});

describe('POST /user, union member', () => {
  it('checks the registry and takes sex, club, guid and handicap from it', async () => {
    const member = await addRegistryMember(t, { sex: 'f', hcp: '8.1' });
    const body = memberBody(member, { pin_code: '4321' });
    const res = await t.api()(registerUser, { body });
    const row = await userRow(res.user_id);
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
      const res = await refusal(signUp(memberBody(member, override)));
      expect(res.status).toBe(422);
      expect(res.fields).toEqual([
        { field: 'member_number', message: "Member number not found or birth date can't be verified" },
      ]);
    }
  });

  it('refuses a member number another golfer holds', async () => {
    const member = await addRegistryMember(t);
    await registerThroughApi(t, memberBody(member));
    const res = await refusal(signUp(memberBody(member)));
    expect(res.status).toBe(422);
    expect(res.fields).toEqual([
      { field: 'member_number', message: translate('en', 'errors.memberNumberTaken') },
    ]);
  });

  it('answers every field problem at once', async () => {
    const member = await addRegistryMember(t);
    const taken = await registerThroughApi(t, nonMemberBody());
    const res = await refusal(signUp(memberBody(member, { email: taken.email, birth_date: '1999-01-01' })));
    expect(res.status).toBe(422);
    expect(res.fields).toEqual([
      { field: 'email', message: translate('en', 'errors.emailTaken') },
      { field: 'member_number', message: translate('en', 'errors.memberNotFound') },
    ]);
  });

  it('refuses an unknown union', async () => {
    const member = await addRegistryMember(t);
    const res = await refusal(signUp(memberBody(member, { union_id: 1_999_999_999 })));
    expect(res.status).toBe(422);
    expect(res.fields).toEqual([{ field: 'union_id', message: translate('en', 'errors.unionNotFound') }]);
  });
});

describe('POST /user, concurrent sign-ups', () => {
  it('lets only one of two simultaneous sign-ups with the same e-mail or member number through', async () => {
    const email = uniqueEmail('race');
    // Each answer: the created golfer (201, checked by the client) or the refusal.
    const settle = (body: SignUp) =>
      signUp(body).then(
        () => undefined,
        (error: unknown) => error,
      );
    const sameEmail = await Promise.all([0, 1].map(() => settle(nonMemberBody({ email }))));
    const emailRefusals = sameEmail.filter((answer) => answer !== undefined);
    expect(emailRefusals).toHaveLength(1);
    expect(emailRefusals[0]).toMatchObject({
      status: 422,
      fields: [{ field: 'email', message: translate('en', 'errors.emailTaken') }],
    });

    const member = await addRegistryMember(t);
    const sameNumber = await Promise.all([0, 1].map(() => settle(memberBody(member))));
    const numberRefusals = sameNumber.filter((answer) => answer !== undefined);
    expect(numberRefusals).toHaveLength(1);
    expect(numberRefusals[0]).toMatchObject({
      status: 422,
      fields: [{ field: 'member_number', message: translate('en', 'errors.memberNumberTaken') }],
    });
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
    // Raw: each case sends what the contract forbids (a missing field, a wrong type, an unknown field).
    const res = await t.call({
      method: 'POST',
      url: '/user',
      headers: EN,
      payload: { ...nonMemberBody(), ...override },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toContainEqual({ field, message: translate('en', key) });
  });

  it('checks the union member number as digits-hyphen-digits', async () => {
    const member = await addRegistryMember(t);
    const res = await refusal(signUp(memberBody(member, { member_number: '12-ab' })));
    expect(res.status).toBe(422);
    expect(res.fields).toEqual([
      { field: 'member_number', message: 'Please enter valid Union member number' },
    ]);
  });

  it('answers field errors as an array of {field, message} in the caller language', async () => {
    const body = nonMemberBody({ email: 'nope', pin_code: '1' });
    // Raw: this test is about the wire shape of the field errors, which the typed client reads for us.
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

    const query = await refusal(signUp(body, 'en', 'sv'));
    expect(query.fields).toContainEqual({
      field: 'email',
      message: translate('sv', 'validation.validEmail'),
    });
  });

  it('creates nothing when the body is refused', async () => {
    const email = uniqueEmail('refused');
    await refusal(t.api()(registerUser, { body: nonMemberBody({ email, phone: '1' }) }));
    const rows = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(0);
    expect(await latestMessage(t, email)).toBeUndefined();
  });
});
