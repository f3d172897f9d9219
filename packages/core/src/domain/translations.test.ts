import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/locales';
import { resources } from '../i18n/resources';

type Tree = { readonly [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : leaves(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe('the domain section', () => {
  const english = new Map(leaves(resources.en.domain as Tree));

  it.each(LOCALES.filter((l) => l !== 'en'))(
    '%s has every key, the same placeholders, and is translated',
    (locale) => {
      const translated = new Map(leaves(resources[locale].domain as Tree));
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
      let same = 0;
      for (const [key, text] of english) {
        const other = translated.get(key) ?? '';
        expect(other.trim(), `${locale}: ${key}`).not.toBe('');
        expect(placeholders(other), `${locale}: ${key}`).toEqual(placeholders(text));
        if (other === text) same += 1;
      }
      // A few words ('Intro', 'Club A-Z') may be the same; a copy of English is not a translation.
      expect(same).toBeLessThanOrEqual(3);
    },
  );
});
