import { describe, expect, it } from 'vitest';
import { COUNTRY_PHRASES, countryPhrases, GLOSSARY } from './glossary';
import { LOCALES } from './locales';
import { resources } from './resources';

type Tree = { readonly [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value, `${prefix}${key}.`),
  );
}

describe('glossary', () => {
  it.each(LOCALES)('%s: no translation uses a stray term instead of the glossary term', (locale) => {
    const stray: string[] = [];
    const english = new Map(leaves(resources.en as unknown as Tree));
    for (const [key, raw] of leaves(resources[locale] as unknown as Tree)) {
      // An English text standing in for a missing translation (is and fi legal texts) is not a stray.
      if (locale !== 'en' && raw === english.get(key)) continue;
      const text = raw.replace(/\{\{[^}]*\}\}/g, '');
      for (const [concept, entries] of Object.entries(GLOSSARY)) {
        for (const pattern of entries[locale].stray) {
          const found = pattern.exec(text);
          if (found) stray.push(`${key}: "${found[0]}" (use "${entries[locale].term}" for ${concept})`);
        }
      }
    }
    expect(stray).toEqual([]);
  });

  it('has a term for every concept in every language, never itself a stray', () => {
    for (const entries of Object.values(GLOSSARY)) {
      for (const locale of LOCALES) {
        const entry = entries[locale];
        expect(entry.term.length).toBeGreaterThan(0);
        for (const pattern of entry.stray) expect(pattern.test(entry.term)).toBe(false);
      }
    }
  });
});

describe('greetings by country', () => {
  it('knows the same countries in every language', () => {
    const english = Object.keys(COUNTRY_PHRASES.en).sort();
    for (const locale of LOCALES) expect(Object.keys(COUNTRY_PHRASES[locale]).sort()).toEqual(english);
  });

  it('reads as a sentence of the language, with the country in its grammatical case', () => {
    const greet = (locale: (typeof LOCALES)[number], country: string) =>
      String(resources[locale].pages.landing.greeting).replace(
        '{{from}}',
        countryPhrases(locale, country)?.from ?? '',
      );
    expect(greet('is', 'DK')).toBe('Velkomin(n), kylfingur frá Danmörku!');
    expect(greet('fi', 'DK')).toBe('Tervetuloa, golfaaja Tanskasta!');
    expect(greet('de', 'DK')).toBe('Willkommen, Golfer aus Dänemark!');
    expect(greet('en', 'us')).toBe('Welcome, golfer from the United States!');
    expect(countryPhrases('fi', 'BR')).toBeUndefined();
  });
});
