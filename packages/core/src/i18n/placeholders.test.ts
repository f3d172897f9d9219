import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';
import { resources } from './resources';
import { placeholdersOf as placeholders, textLeaves as leaves } from '../../test/texts';

/**
 * Every translation of a text has the same {{placeholders}} as the English one, in every section:
 * a missing {{minutes}} shows the golfer a sentence without its number, an extra one shows
 * "{{minutes}}" itself. (Every key exists in every locale already: the typecheck sees to that.)
 */

describe('placeholders', () => {
  const english = leaves(resources.en);

  it('the English texts have some, so the check has something to compare', () => {
    expect(english.filter(([, text]) => placeholders(text).length > 0).length).toBeGreaterThan(20);
  });

  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    '%s has the placeholders of English in every section',
    (locale) => {
      const translated = new Map(leaves(resources[locale]));
      const differing = english
        .filter(([key, text]) => placeholders(translated.get(key) ?? '').join() !== placeholders(text).join())
        .map(
          ([key, text]) =>
            `${key}: ${placeholders(translated.get(key) ?? '').join() || '-'} instead of ${placeholders(text).join() || '-'}`,
        );
      expect(differing).toEqual([]);
    },
  );
});
