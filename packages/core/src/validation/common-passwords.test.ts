import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_COUNT, commonPasswords, isCommonPassword } from './common-passwords';
import { passwordSchema } from './fields';

describe('common passwords', () => {
  it('holds 3,000 distinct lower-case passwords, the most common first', () => {
    const list = [...commonPasswords()];
    expect(list).toHaveLength(COMMON_PASSWORD_COUNT);
    expect(list.slice(0, 3)).toEqual(['123456', 'password', '12345678']);
    expect(list.every((p) => p === p.toLowerCase())).toBe(true);
  });

  it('matches whatever the case', () => {
    expect(isCommonPassword('Password')).toBe(true);
    expect(isCommonPassword('QWERTY')).toBe(true);
    expect(isCommonPassword('tee-time-at-nine')).toBe(false);
  });

  it('a new password is refused when common, with one message', () => {
    for (const password of commonPasswords()) {
      const result = passwordSchema.safeParse(password);
      expect(result.success, password).toBe(false);
      expect(result.error?.issues).toHaveLength(1);
    }
    expect(passwordSchema.safeParse('sunshine').error?.issues.map((i) => i.message)).toEqual([
      'errors.passwordTooCommon',
    ]);
    expect(passwordSchema.safeParse('sunshine-on-the-9th').success).toBe(true);
  });
});
