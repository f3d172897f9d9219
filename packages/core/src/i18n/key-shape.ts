/**
 * The shape every key of our translations has: a lowercase section, then dot-separated names of
 * letters, digits and underscores ("validation.enterEmail", "domain.types.golf_circle"). Our zod
 * schemas write keys as their messages; this is the one test that tells such a key from a text
 * that is already translated (a library's English, or a server message shown as it came).
 */
const KEY_SHAPE = /^[a-z]+(\.[A-Za-z0-9_]+)+$/;

export function isI18nKey(text: string): boolean {
  return KEY_SHAPE.test(text);
}
