import type { UserProfile } from '@golfwallet/core/contracts/user/shapes';
import { profilePatchSchema } from '@golfwallet/core/validation/profile';
import { describe, expect, it } from 'vitest';
import { profileFormDefaults, profilePatch } from './profile-form';
import { profileFormSchema } from './profile-rules';
import { golferProfile } from '../../../../test/user-fixture';

export const NON_MEMBER: UserProfile = golferProfile({
  club_name: 'Old club',
  accept_offers: 1,
  pin_set: true,
});
const MEMBER: UserProfile = {
  ...NON_MEMBER,
  union_id: 1,
  union_name: 'Dansk Golf Union',
  member_number: '12-345',
};

function parse(values: Partial<ReturnType<typeof profileFormDefaults>>, user = NON_MEMBER) {
  return profileFormSchema.parse({ ...profileFormDefaults(user), ...values });
}

describe('profile patch', () => {
  it('sends only what changed', () => {
    expect(profilePatch(NON_MEMBER, parse({}))).toEqual({});
    expect(profilePatch(NON_MEMBER, parse({ first_name: 'Ann', accept_newsletter: true }))).toEqual({
      first_name: 'Ann',
      accept_newsletter: 1,
    });
  });

  it('sends a changed phone with a space after the calling code', () => {
    expect(profilePatch(NON_MEMBER, parse({ phone: '+4787654321' }))).toEqual({ phone: '+47 87654321' });
    expect(profilePatch(NON_MEMBER, parse({ phone: '+45 12345678' }))).toEqual({});
  });

  it('lets a non-member change the club name but never sends it for a union member', () => {
    expect(profilePatch(NON_MEMBER, parse({ club_name: 'New club' }))).toEqual({ club_name: 'New club' });
    const patch = profilePatch(MEMBER, parse({ club_name: 'New club', last_name: 'Berg' }, MEMBER));
    expect(patch).toEqual({ last_name: 'Berg' });
    expect(profilePatchSchema.safeParse(patch).success).toBe(true);
  });

  it('sends a new password with its repetition, which must be given and equal', () => {
    expect(profilePatch(NON_MEMBER, parse({ password: 'secret-2', repeat_password: 'secret-2' }))).toEqual({
      password: 'secret-2',
      repeat_password: 'secret-2',
    });
    const missing = profileFormSchema.safeParse({ ...profileFormDefaults(NON_MEMBER), password: 'secret-2' });
    expect(missing.error?.issues.map((issue) => issue.message)).toEqual(['validation.repeatPassword']);
    const short = profileFormSchema.safeParse({
      ...profileFormDefaults(NON_MEMBER),
      password: 'abc',
      repeat_password: 'abd',
    });
    expect(short.error?.issues.map((issue) => issue.message)).toEqual([
      'validation.validPassword',
      'validation.passwordMismatch',
    ]);
  });

  it('sends a changed language as language_default, and nothing when it is the stored one', () => {
    expect(profileFormDefaults(NON_MEMBER).language_default).toBe('en');
    expect(profileFormDefaults(golferProfile({ language_default: 'dk' })).language_default).toBe('da');
    expect(profilePatch(NON_MEMBER, parse({ language_default: 'sv' }))).toEqual({ language_default: 'sv' });
    expect(profilePatch(MEMBER, parse({ language_default: 'da' }, MEMBER))).toEqual({
      language_default: 'da',
    });
    expect(profilePatch(NON_MEMBER, parse({ language_default: 'en' }))).toEqual({});
  });

  it('asks for the new password when only its repetition is filled', () => {
    const result = profileFormSchema.safeParse({
      ...profileFormDefaults(NON_MEMBER),
      repeat_password: 'secret-2',
    });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['password', 'validation.enterPassword'],
    ]);
  });

  it('requires names, e-mail and a phone in format', () => {
    const result = profileFormSchema.safeParse({
      ...profileFormDefaults(NON_MEMBER),
      first_name: '',
      email: 'x',
      phone: '+45 123',
    });
    // The form shows the first message of each field.
    const first = new Map<unknown, string>();
    for (const issue of result.error?.issues ?? []) {
      if (!first.has(issue.path[0])) first.set(issue.path[0], issue.message);
    }
    expect(Object.fromEntries(first)).toEqual({
      first_name: 'validation.enterFirstName',
      email: 'validation.validEmail',
      phone: 'validation.validMobile',
    });
  });
});
