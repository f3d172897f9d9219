import { describe, expect, it } from 'vitest';
import { countryName, denmarkFallback, suggestedSiteLocale } from './geo';

describe('geo helpers', () => {
  it('names countries in the page language', () => {
    expect(countryName('SE', 'da')).toBe('Sverige');
    expect(countryName('se', 'en')).toBe('Sweden');
  });

  it('falls back to Denmark with calling code 45', () => {
    expect(denmarkFallback('en')).toEqual({
      country_code: 'DK',
      country_name: 'Denmark',
      calling_code: '45',
    });
  });

  it('suggests the country site only when the visitor is on another one', () => {
    expect(suggestedSiteLocale('SE', 'da')).toBe('sv');
    expect(suggestedSiteLocale('NO', 'en')).toBe('no');
    expect(suggestedSiteLocale('DK', 'da')).toBeNull();
    expect(suggestedSiteLocale('US', 'da')).toBeNull();
  });
});
