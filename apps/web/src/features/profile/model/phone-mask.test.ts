import { describe, expect, it } from 'vitest';
import {
  maskProfilePhone,
  PROFILE_PHONE_PATTERN,
  profilePhoneForInput,
  profilePhoneForSend,
} from './phone-mask';

describe('profile phone mask (+11 11111111)', () => {
  it('adds a plus when the first digit is typed and drops spaces and other characters', () => {
    expect(maskProfilePhone('4')).toBe('+4');
    expect(maskProfilePhone('+')).toBe('+');
    expect(maskProfilePhone('+45 12 34 56 78')).toBe('+4512345678');
    expect(maskProfilePhone('45-12a34')).toBe('+451234');
    expect(maskProfilePhone('')).toBe('');
  });

  it('keeps at most 3 code digits and 9 number digits', () => {
    expect(maskProfilePhone('+354 123456789999')).toBe('+354123456789');
  });

  it('inserts a space after the first 3 characters on sending', () => {
    expect(profilePhoneForSend('+4512345678')).toBe('+45 12345678');
    expect(profilePhoneForSend('+45')).toBe('+45');
    expect(PROFILE_PHONE_PATTERN.test(profilePhoneForSend('+4512345678'))).toBe(true);
  });

  it('shows a stored number without spaces', () => {
    expect(profilePhoneForInput('+45 12345678')).toBe('+4512345678');
    expect(profilePhoneForInput(null)).toBe('');
  });
});
