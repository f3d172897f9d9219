import { GLOSSARY } from '@golfwallet/core/i18n/glossary';
import { isLocale } from '@golfwallet/core/i18n/locales';
import { describe, expect, it } from 'vitest';
import { FAQ_CATEGORIES, FAQ_ITEMS, faqCategoryTitle, faqItemTexts } from './faq';

describe('FAQ wording', () => {
  it('uses the glossary term of each language, like the translation resources', () => {
    const texts = [
      ...FAQ_CATEGORIES.map((category) => faqCategoryTitle(category)),
      ...FAQ_ITEMS.flatMap((item) => Object.values(faqItemTexts(item))),
    ];
    const stray: string[] = [];
    for (const byLocale of texts) {
      for (const [locale, text] of Object.entries(byLocale)) {
        if (!isLocale(locale)) continue;
        for (const [concept, entries] of Object.entries(GLOSSARY)) {
          for (const pattern of entries[locale].stray) {
            const found = pattern.exec(text);
            if (found) stray.push(`${locale}: "${found[0]}" in "${text.slice(0, 60)}…" (${concept})`);
          }
        }
      }
    }
    expect(stray).toEqual([]);
  });
});
