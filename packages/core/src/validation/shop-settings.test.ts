import { describe, expect, it } from 'vitest';
import { zShopSettingsForm, zShopSettingsInput } from './shop-settings';
import { vatRatePercentText } from './vat-rate';

const SETTINGS = {
  vat_number: 'DK12345678',
  accepts_points: true,
  accepts_ball_money: false,
  vat_rate_bp: 2500,
};

describe('zShopSettingsInput', () => {
  it('takes the settings with the VAT number normalised, or none', () => {
    expect(zShopSettingsInput.parse({ ...SETTINGS, vat_number: 'dk 1234 5678' })).toEqual(SETTINGS);
    expect(zShopSettingsInput.parse({ ...SETTINGS, vat_number: '' }).vat_number).toBeNull();
    expect(zShopSettingsInput.parse({ ...SETTINGS, vat_rate_bp: 0 }).vat_rate_bp).toBe(0);
    expect(zShopSettingsInput.parse({ ...SETTINGS, vat_rate_bp: 10_000 }).vat_rate_bp).toBe(10_000);
  });

  it.each([-1, 10_001, 25.5, '2500'])('refuses the VAT rate %s in basis points', (vat_rate_bp) => {
    const result = zShopSettingsInput.safeParse({ ...SETTINGS, vat_rate_bp });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['vat_rate_bp', 'validation.validVatRate'],
    ]);
  });

  it('refuses a bad VAT number, a missing choice and unknown fields', () => {
    expect(zShopSettingsInput.safeParse({ ...SETTINGS, vat_number: 'D1' }).error?.issues[0]?.message).toBe(
      'validation.validVatNumber',
    );
    const { accepts_points: _, ...withoutPoints } = SETTINGS;
    expect(zShopSettingsInput.safeParse(withoutPoints).error?.issues[0]?.message).toBe(
      'validation.expectedBoolean',
    );
    expect(zShopSettingsInput.safeParse({ ...SETTINGS, extra: 1 }).success).toBe(false);
  });
});

describe('zShopSettingsForm', () => {
  const form = { vat_number: '', accepts_points: false, accepts_ball_money: true, vat_rate: '25' };

  it('gives the API input, the rate typed in per cent as basis points', () => {
    expect(zShopSettingsForm.parse(form)).toEqual({
      vat_number: null,
      accepts_points: false,
      accepts_ball_money: true,
      vat_rate_bp: 2500,
    });
    expect(zShopSettingsForm.parse({ ...form, vat_rate: ' 25,5 ' }).vat_rate_bp).toBe(2550);
    expect(zShopSettingsForm.parse({ ...form, vat_rate: '12.25' }).vat_rate_bp).toBe(1225);
    expect(zShopSettingsForm.parse({ ...form, vat_rate: '0' }).vat_rate_bp).toBe(0);
    expect(zShopSettingsForm.parse({ ...form, vat_rate: '100' }).vat_rate_bp).toBe(10_000);
  });

  it.each(['', 'abc', '-5', '100.01', '101', '25.555', '25 %'])('refuses the rate "%s"', (vat_rate) => {
    const result = zShopSettingsForm.safeParse({ ...form, vat_rate });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['vat_rate', 'validation.validVatRate'],
    ]);
  });

  it('shows basis points in per cent', () => {
    expect(vatRatePercentText(2500)).toBe('25');
    expect(vatRatePercentText(2550)).toBe('25.5');
    expect(zShopSettingsForm.parse({ ...form, vat_rate: vatRatePercentText(1225) }).vat_rate_bp).toBe(1225);
  });
});
