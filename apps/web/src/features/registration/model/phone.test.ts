import { describe, expect, it } from 'vitest';
import { defaultPhoneCode, joinPhone, maskPhoneCode, maskPhoneNumber, splitPhone } from './phone';

describe('contact step phone', () => {
  it('masks the country code as a plus and up to 3 digits, the number as up to 10 digits', () => {
    expect(maskPhoneCode('45')).toBe('+45');
    expect(maskPhoneCode('+3548')).toBe('+354');
    expect(maskPhoneNumber('12 34-56 78 90 12')).toBe('1234567890');
    expect(joinPhone('+45', '12345678')).toBe('+4512345678');
  });

  it('starts with the visitor calling code, else +45', () => {
    expect(defaultPhoneCode('46')).toBe('+46');
    expect(defaultPhoneCode(undefined)).toBe('+45');
    expect(defaultPhoneCode('')).toBe('+45');
  });

  it('splits a known phone into code and number', () => {
    const codes = ['+45', '+47', '+354'];
    expect(splitPhone('+45 12345678', codes, '+45')).toEqual({ code: '+45', number: '12345678' });
    expect(splitPhone('+3541234567', codes, '+45')).toEqual({ code: '+354', number: '1234567' });
    expect(splitPhone('12345678', codes, '+47')).toEqual({ code: '+47', number: '12345678' });
    expect(splitPhone(undefined, codes, '+45')).toEqual({ code: '+45', number: '' });
  });
});
