import { describe, expect, it } from 'vitest';
import { isI18nKey } from './key-shape';
import { LOCALES } from './locales';
import { resources } from './resources';
import { textLeaves } from '../../test/texts';

describe('isI18nKey', () => {
  it('accepts every key of our translations', () => {
    const keys = textLeaves(resources.en).map(([key]) => key);
    expect(keys.length).toBeGreaterThan(100);
    expect(keys.filter((key) => !isI18nKey(key))).toEqual([]);
  });

  it('refuses every translated text, in every language', () => {
    const texts = LOCALES.flatMap((locale) => textLeaves(resources[locale]).map(([, text]) => text));
    expect(texts.filter((text) => isI18nKey(text))).toEqual([]);
  });

  it('refuses library messages and half keys', () => {
    for (const text of [
      'Invalid input',
      'Too small: expected string to have >=1 characters',
      'validation',
      'validation.',
      '.enterEmail',
      'Validation.enterEmail',
      'validation.enter email',
      'validation..x',
    ])
      expect(isI18nKey(text), text).toBe(false);
  });
});
