import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../i18n/locales';
import { translatorFor } from '../i18n/translate';
import {
  type PricedVoucher,
  currencyLabel,
  displayPrice as displayWith,
  formatAmount,
  formatMoney,
} from './price';

const displayPrice = (voucher: PricedVoucher, locale: Locale) =>
  displayWith(voucher, locale, translatorFor(locale));

const v = (
  value: string,
  reduction_type: PricedVoucher['reduction_type'],
  over: Partial<PricedVoucher> = {},
) => ({ type: 'personal', value, reduction_type, ...over }) satisfies PricedVoucher;

describe('displayPrice', () => {
  it('setprice: a whole amount as N,-', () => {
    expect(displayPrice(v('150', 'setprice'), 'da')).toBe('150,-');
    expect(displayPrice(v('150.00', 'setprice'), 'da')).toBe('150,-');
    expect(displayPrice(v('0150', 'setprice'), 'en')).toBe('150,-');
  });

  it('setprice: a fraction with trailing zeros stripped and the locale separator', () => {
    expect(displayPrice(v('150.50', 'setprice'), 'da')).toBe('150,5');
    expect(displayPrice(v('150.50', 'setprice'), 'en')).toBe('150.5');
    expect(displayPrice(v('99,95', 'setprice'), 'sv')).toBe('99,95');
    expect(displayPrice(v('0.5', 'setprice'), 'de')).toBe('0,5');
  });

  it('a gift card shows what is left on it, and an empty one 0, not Free', () => {
    const card = (remaining: number | null) =>
      v('500', 'setprice', { type: 'ecard', currency: 'DKK', gift_card_remaining_minor: remaining });
    expect(displayPrice(card(30_000), 'da')).toBe('300,- kr.');
    expect(displayPrice(card(12_550), 'en')).toBe('125.5 DKK');
    expect(displayPrice(card(0), 'da')).toBe('0,- kr.');
    expect(displayPrice(card(null), 'da')).toBe('500,- kr.');
  });

  it('setprice: the currency after the amount', () => {
    expect(displayPrice(v('150', 'setprice', { currency: 'DKK' }), 'da')).toBe('150,- kr.');
    expect(displayPrice(v('150.50', 'setprice', { currency: 'SEK' }), 'sv')).toBe('150,5 kr');
    expect(displayPrice(v('150', 'setprice', { currency: 'DKK' }), 'en')).toBe('150,- DKK');
    expect(displayPrice(v('20', 'setprice', { currency: 'EUR' }), 'fi')).toBe('20,- €');
    expect(displayPrice(v('150', 'setprice', { currency: null }), 'da')).toBe('150,-');
  });

  it('setprice: 0 is Free, translated', () => {
    expect(displayPrice(v('0', 'setprice'), 'en')).toBe('Free');
    expect(displayPrice(v('0.00', 'setprice', { currency: 'DKK' }), 'da')).toBe('Gratis');
    expect(displayPrice(v('0', 'setprice'), 'de')).toBe('Kostenlos');
    expect(displayPrice(v('0', 'setprice'), 'fi')).toBe('Ilmainen');
  });

  it('reducepercent: -X%', () => {
    expect(displayPrice(v('25', 'reducepercent'), 'da')).toBe('-25%');
    expect(displayPrice(v('12.50', 'reducepercent', { currency: 'DKK' }), 'da')).toBe('-12,5%');
    expect(displayPrice(v('12.50', 'reducepercent'), 'en')).toBe('-12.5%');
  });

  it('reduceprice: -X,-', () => {
    expect(displayPrice(v('50', 'reduceprice'), 'da')).toBe('-50,-');
    expect(displayPrice(v('50.0', 'reduceprice', { currency: 'NOK' }), 'no')).toBe('-50,- kr');
    expect(displayPrice(v('49.90', 'reduceprice'), 'da')).toBe('-49,9');
  });

  it('a reduction is always shown as minus', () => {
    expect(displayPrice(v('-50', 'reduceprice'), 'da')).toBe('-50,-');
    expect(displayPrice(v('-10', 'reducepercent'), 'da')).toBe('-10%');
  });

  it('an intro card worth 0 shows Intro; worth more, the price', () => {
    expect(displayPrice(v('0', 'setprice', { type: 'introcard' }), 'en')).toBe('Intro');
    expect(displayPrice(v('0.00', 'reduceprice', { type: 'introcard' }), 'is')).toBe('Kynning');
    expect(displayPrice(v('100', 'setprice', { type: 'introcard' }), 'da')).toBe('100,-');
  });

  it('shows a value that is not a number as it is', () => {
    expect(displayPrice(v(' 2 for 1 ', 'setprice'), 'da')).toBe('2 for 1');
    expect(displayPrice(v('', 'setprice'), 'da')).toBe('');
  });

  it('never shows a trailing zero after the separator, in any locale', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 99 }),
        fc.constantFrom(...LOCALES),
        fc.constantFrom('setprice', 'reducepercent', 'reduceprice' as const),
        (whole, cents, locale, reduction) => {
          const text = displayPrice(v(`${whole}.${String(cents).padStart(2, '0')}`, reduction), locale);
          expect(text).not.toMatch(/[.,]\d*0(?!\d)/);
          if (reduction !== 'setprice') expect(text.startsWith('-')).toBe(true);
        },
      ),
    );
  });
});

describe('amounts and money', () => {
  it('strips trailing zeros and leading zeros', () => {
    expect(formatAmount('150.50', 'da')).toBe('150,5');
    expect(formatAmount('150.50', 'en')).toBe('150.5');
    expect(formatAmount('007.000', 'da')).toBe('7');
    expect(formatAmount('-0.0', 'da')).toBe('0');
    expect(formatAmount('-2.5', 'da')).toBe('-2,5');
  });

  it('amount then currency', () => {
    expect(formatMoney('150.50', 'DKK', 'da')).toBe('150,5 kr.');
    expect(formatMoney('150', 'ISK', 'is')).toBe('150 kr.');
    expect(formatMoney('150', 'EUR', 'de')).toBe('150 €');
  });

  it('currency labels fall back to the code', () => {
    expect(currencyLabel('DKK', 'en')).toBe('DKK');
    expect(currencyLabel('SEK', 'da')).toBe('SEK');
    expect(currencyLabel('not-a-code', 'da')).toBe('not-a-code');
  });
});
