import { describe, expect, it } from 'vitest';
import { LOCALES } from './locales';
import { resources } from './resources';
import { textLeaves } from '../../test/texts';

/**
 * No text of two words or more is left in English in another language ("Stop scanning" on a
 * Danish page). A few are the same on purpose: the Scandinavian golf word "Driving range", the
 * Danish "Send link"; and the legal section, which Icelandic and Finnish readers get in English.
 */
const SAME_ON_PURPOSE = new Set(['Driving range', 'da:Send link']);

describe('untranslated texts', () => {
  const english = new Map(textLeaves(resources.en));

  it.each(LOCALES.filter((locale) => locale !== 'en'))('%s has no English sentence left', (locale) => {
    const left = textLeaves(resources[locale])
      .filter(([key, text]) => !key.startsWith('legal.') && english.get(key) === text)
      .filter(([, text]) => /\p{L}{2,}\s+\p{L}{2,}/u.test(text))
      .filter(([, text]) => !SAME_ON_PURPOSE.has(text) && !SAME_ON_PURPOSE.has(`${locale}:${text}`))
      .map(([key, text]) => `${key}: ${text}`);
    expect(left).toEqual([]);
  });
});
