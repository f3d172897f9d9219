import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/locales';
import { resources } from '../i18n/resources';
import { textLeaves as leaves } from '../../test/texts';

describe('the domain section', () => {
  const english = new Map(leaves(resources.en.domain));

  it.each(LOCALES.filter((l) => l !== 'en'))(
    '%s has every key, and is translated (placeholders: i18n/placeholders.test.ts)',
    (locale) => {
      const translated = new Map(leaves(resources[locale].domain));
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
      let same = 0;
      for (const [key, text] of english) {
        const other = translated.get(key) ?? '';
        expect(other.trim(), `${locale}: ${key}`).not.toBe('');
        if (other === text) same += 1;
      }
      // A few words ('Intro', 'Club A-Z') may be the same; a copy of English is not a translation.
      expect(same).toBeLessThanOrEqual(3);
    },
  );
});
