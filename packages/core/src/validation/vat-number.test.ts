import { describe, expect, it } from 'vitest';
import { zVatNumber } from './vat-number';

describe('zVatNumber', () => {
  it('accepts a country prefix and 2–13 letters or digits, normalised', () => {
    expect(zVatNumber.parse('DK12345678')).toBe('DK12345678');
    expect(zVatNumber.parse('dk 12 34 56 78')).toBe('DK12345678');
    expect(zVatNumber.parse('SE123456789001')).toBe('SE123456789001');
    expect(zVatNumber.parse('NO-123.456.789MVA')).toBe('NO123456789MVA');
  });

  it('treats empty or missing as no VAT number', () => {
    expect(zVatNumber.parse('')).toBeNull();
    expect(zVatNumber.parse('  ')).toBeNull();
    expect(zVatNumber.parse(null)).toBeNull();
    expect(zVatNumber.parse(undefined)).toBeUndefined();
  });

  it.each(['12345678', 'D12345678', 'DK1', 'DK12345678901234', 'DK1234_5678', 'ÆØ123456'])(
    'refuses %s with the VAT-number message',
    (value) => {
      const result = zVatNumber.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('validation.validVatNumber');
    },
  );

  it('refuses a number that is not text', () => {
    expect(zVatNumber.safeParse(12345678).error?.issues[0]?.message).toBe('validation.expectedText');
  });
});
