import { describe, expect, it } from 'vitest';
import {
  maskProfilePhone,
  PROFILE_PHONE_PATTERN,
  profilePhoneForInput,
  profilePhoneForSend,
} from './phone-mask';

describe('profile phone mask (+11 11111111)', () => {
  it('adds a plus when the first digit is typed and keeps one space after the calling code', () => {
    expect(maskProfilePhone('4')).toBe('+4');
    expect(maskProfilePhone('+')).toBe('+');
    expect(maskProfilePhone('+45')).toBe('+45');
    expect(maskProfilePhone('+45 ')).toBe('+45 ');
    expect(maskProfilePhone('+452')).toBe('+45 2');
    expect(maskProfilePhone('+45 12 34 56 78')).toBe('+45 12345678');
    expect(maskProfilePhone('45-12a34')).toBe('+45 1234');
    expect(maskProfilePhone('')).toBe('');
  });

  it('tells a 3-digit calling code from the number', () => {
    expect(maskProfilePhone('+3541234567')).toBe('+354 1234567');
    expect(maskProfilePhone('+1 5551234')).toBe('+1 5551234');
  });

  it('keeps at most 3 code digits and 9 number digits', () => {
    expect(maskProfilePhone('+354 123456789999')).toBe('+354 123456789');
  });

  it('sends the number with a space after its calling code', () => {
    expect(profilePhoneForSend('+4512345678')).toBe('+45 12345678');
    expect(profilePhoneForSend('+45')).toBe('+45');
    expect(PROFILE_PHONE_PATTERN.test(profilePhoneForSend('+4512345678'))).toBe(true);
  });

  it('shows a stored number with the mask, whether it was stored with a space or not', () => {
    expect(profilePhoneForInput('+4520123456')).toBe('+45 20123456');
    expect(profilePhoneForInput('+45 12345678')).toBe('+45 12345678');
    expect(profilePhoneForInput('+4712345678')).toBe('+47 12345678');
    expect(profilePhoneForInput(null)).toBe('');
  });
});
