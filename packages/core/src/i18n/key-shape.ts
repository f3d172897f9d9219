import type { TranslationKey } from './keys';

/**
 * The shape every key of our translations has: a lowercase section, then dot-separated names of
 * letters, digits and underscores ("validation.enterEmail", "domain.types.golf_circle"). Our zod
 * schemas write keys as their messages; this is the one test that tells such a key from a text
 * that is already translated (a library's English, or a server message shown as it came).
 */
const KEY_SHAPE = /^[a-z]+(\.[A-Za-z0-9_]+)+$/;

/**
 * Whether a text that arrives at run time (a zod message) is a key. Keys written in code are
 * checked by the typecheck (`TranslationKey`); this checks only the shape, and `translate` shows a
 * key that names no text as the key itself.
 */
export function isI18nKey(text: string): text is TranslationKey {
  return KEY_SHAPE.test(text);
}
