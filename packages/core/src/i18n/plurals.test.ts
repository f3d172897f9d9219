import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';
import { resources } from './resources';
import { translate } from './translate';
import { placeholdersOf, type TextTree } from '../../test/texts';

/**
 * A text with a {{count}} is a plural in every language: `{ one, other, … }`, the form chosen by
 * `count` with Intl.PluralRules (plural.ts). Each language gives exactly the forms its rules use,
 * so "1 værdibeviser her" or Icelandic "21 inneignir" can't come back.
 */

type Value = string | TextTree;

/** Every [key, value] whose value is a text or a plural (an object of plural categories only). */
function texts(tree: TextTree, prefix = ''): [string, Value][] {
  return Object.entries(tree).flatMap(([name, value]): [string, Value][] => {
    if (typeof value === 'string' || isPlural(value)) return [[`${prefix}${name}`, value]];
    return texts(value, `${prefix}${name}.`);
  });
}

const CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'];
function isPlural(value: Value): value is TextTree {
  return (
    typeof value === 'object' && 'other' in value && Object.keys(value).every((k) => CATEGORIES.includes(k))
  );
}

/** The categories Intl.PluralRules gives a language for the counts 0..200. */
function categoriesFor(locale: string): string[] {
  const rules = new Intl.PluralRules(locale);
  return [...new Set(Array.from({ length: 201 }, (_, n) => rules.select(n)))].sort();
}

const english = texts(resources.en);

describe('plurals', () => {
  it('English: every text with a {{count}} is a plural, and there are some', () => {
    const counted = english.filter(([, value]) => JSON.stringify(value).includes('{{count}}'));
    expect(counted.length).toBeGreaterThan(20);
    expect(counted.filter(([, value]) => typeof value === 'string').map(([key]) => key)).toEqual([]);
  });

  it.each(LOCALES)(
    '%s: every plural has exactly the forms of its language, each with the placeholders',
    (locale) => {
      const translated = new Map(texts(resources[locale]));
      const wanted = categoriesFor(locale);
      expect(wanted).toContain('one');
      const wrong: string[] = [];
      for (const [key, value] of english) {
        const other = translated.get(key);
        const counted =
          JSON.stringify(value).includes('{{count}}') || JSON.stringify(other).includes('{{count}}');
        if (!counted) continue;
        if (other === undefined || typeof other === 'string' || !isPlural(other)) {
          wrong.push(`${key}: not a plural`);
          continue;
        }
        const forms = Object.keys(other).sort();
        if (forms.join() !== wanted.join()) wrong.push(`${key}: ${forms.join()} instead of ${wanted.join()}`);
        const want = placeholdersOf((value as TextTree).other as string).join();
        for (const [form, text] of Object.entries(other)) {
          if (typeof text !== 'string' || placeholdersOf(text).join() !== want)
            wrong.push(`${key}.${form}: placeholders`);
        }
      }
      expect(wrong).toEqual([]);
    },
  );

  it('the server translator picks the form by count with the language rules', () => {
    expect(translate('da', 'app.clubs.vouchersHere', { count: 1 })).toBe('1 værdibevis her');
    expect(translate('da', 'app.clubs.vouchersHere', { count: 2 })).toBe('2 værdibeviser her');
    expect(translate('da', 'app.clubs.vouchersHere', { count: 0 })).toBe('0 værdibeviser her');
    expect(translate('en', 'range.balls', { count: 1 })).toBe('1 ball');
    // Icelandic: 21 takes the singular, 11 the plural.
    expect(translate('is', 'app.vouchers.count', { count: 21 })).toBe('21 inneign');
    expect(translate('is', 'app.vouchers.count', { count: 11 })).toBe('11 inneignir');
    expect(translate('fi', 'shop.clubs.products', { count: 1 })).toBe('1 tuote');
    // Without a count, the other form, its placeholder left as it is.
    expect(translate('de', 'range.balls')).toBe('{{count}} Bälle');
  });
});
