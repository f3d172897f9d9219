import { describe, expect, it } from 'vitest';
import { initialFaqCategory } from './faq-categories';
import { legalTextLocale, mobileHelpLocale, notFoundLocale } from './page-locales';

describe('page language rules', () => {
  it('shows legal texts in the five legal languages, else English', () => {
    for (const locale of ['da', 'en', 'no', 'sv', 'de'] as const)
      expect(legalTextLocale(locale)).toBe(locale);
    expect(legalTextLocale('is')).toBe('en');
    expect(legalTextLocale('fi')).toBe('en');
  });

  it('shows the mobile help in Danish, German or English', () => {
    expect(mobileHelpLocale('da')).toBe('da');
    expect(mobileHelpLocale('de')).toBe('de');
    for (const locale of ['en', 'no', 'sv', 'is', 'fi'] as const) expect(mobileHelpLocale(locale)).toBe('en');
  });

  it('shows the not-found page in Danish only on Danish', () => {
    expect(notFoundLocale('da')).toBe('da');
    expect(notFoundLocale('sv')).toBe('en');
    expect(notFoundLocale('en')).toBe('en');
  });
});

describe('initialFaqCategory', () => {
  it('opens on the preferred category, else the first, else none', () => {
    expect(initialFaqCategory([1, 2, 3, 4], 3)).toBe(3);
    expect(initialFaqCategory([5, 7], 3)).toBe(5);
    expect(initialFaqCategory([], 3)).toBeNull();
  });
});
