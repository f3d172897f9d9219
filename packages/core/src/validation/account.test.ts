import { describe, expect, it } from 'vitest';
import { changeClubSchema } from './change-club';
import { flagSchema, languageSchema, mailKeySchema, referralSchema } from './fields';
import { loginSchema } from './login';
import { changePasswordFormSchema } from './password-recovery';
import { profilePatchSchema } from './profile';
import { fieldsLockedForMember } from './profile-fields';
import { passwordStepFormSchema, registrationSchema } from './registration';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

describe('account fields', () => {
  it('reads languages, with dk as Danish', () => {
    expect(languageSchema.parse('dk')).toBe('da');
    expect(languageSchema.parse(' SV ')).toBe('sv');
    expect(languageSchema.safeParse('xx').success).toBe(false);
  });

  it('takes 0 or 1 as a flag', () => {
    expect(flagSchema.parse(1)).toBe(1);
    expect(flagSchema.safeParse(2).success).toBe(false);
    expect(flagSchema.safeParse(true).success).toBe(false);
  });

  it('requires a mail key and a safe referral', () => {
    expect(messages(mailKeySchema.safeParse(''))).toEqual([['', 'validation.required']]);
    expect(referralSchema.parse(' abc-1 ')).toBe('abc-1');
    expect(referralSchema.safeParse('a b').success).toBe(false);
  });
});

describe('loginSchema', () => {
  it('lower-cases the e-mail and refuses unknown fields', () => {
    expect(loginSchema.parse({ email: 'A@B.DK', password: 'x' }).email).toBe('a@b.dk');
    expect(loginSchema.safeParse({ email: 'a@b.dk', password: 'x', extra: 1 }).success).toBe(false);
  });
});

describe('registrationSchema', () => {
  const nonMember = {
    is_member: false,
    first_name: 'Ida',
    last_name: 'Hansen',
    phone: '+4512345678',
    birth_date: '1990-05-01',
    sex: 'f',
    country: 'DK',
    email: 'ida@example.com',
    password: 'secret123',
    pin_code: '1234',
  };

  it('accepts a non-member and picks the rules by is_member', () => {
    expect(registrationSchema.safeParse(nonMember).success).toBe(true);
    const asMember = registrationSchema.safeParse({ ...nonMember, is_member: true });
    expect(messages(asMember)).toEqual(
      expect.arrayContaining([
        ['union_id', 'validation.invalid'],
        ['member_number', 'validation.enterUnionNumber'],
      ]),
    );
  });

  it('asks to choose when is_member is missing', () => {
    const { is_member: _omit, ...rest } = nonMember;
    expect(messages(registrationSchema.safeParse(rest))).toEqual([['is_member', 'validation.chooseUnion']]);
  });

  it('compares the repeated e-mail and password of the form step', () => {
    const result = passwordStepFormSchema.safeParse({
      email: 'a@b.dk',
      email_repeat: 'A@B.DK',
      password: 'fairway-1',
      repeat_password: 'fairway-2',
    });
    expect(messages(result)).toEqual([['repeat_password', 'validation.passwordMismatch']]);
  });
});

describe('profilePatchSchema and the member rule of §6', () => {
  it('needs the password repeated, equal', () => {
    expect(messages(profilePatchSchema.safeParse({ password: 'fairway-1' }))).toEqual([
      ['repeat_password', 'validation.repeatPassword'],
    ]);
    expect(
      profilePatchSchema.safeParse({ password: 'fairway-1', repeat_password: 'fairway-1' }).success,
    ).toBe(true);
  });

  it('locks the registry fields for members only', () => {
    const patch = {
      first_name: 'A',
      sex: 'm',
      hcp: '3',
      country: 'DK',
      club_name: 'X',
      birth_date: '1990-01-01',
    };
    expect(fieldsLockedForMember(patch, true)).toEqual(['sex', 'hcp', 'country', 'club_name', 'birth_date']);
    expect(fieldsLockedForMember(patch, false)).toEqual([]);
    expect(fieldsLockedForMember({ first_name: 'A', phone: '+4512345678' }, true)).toEqual([]);
  });
});

describe('change club and change password forms', () => {
  it('use their own member number messages', () => {
    expect(
      messages(changeClubSchema.safeParse({ union_id: 1, member_number: '', birth_date: '1990-01-01' })),
    ).toEqual([['member_number', 'validation.enterUnionNumberLower']]);
  });

  it('compare the repeated password', () => {
    expect(
      messages(changePasswordFormSchema.safeParse({ password: 'fairway-1', repeat_password: '' })),
    ).toEqual([['repeat_password', 'validation.repeatPassword']]);
  });
});
