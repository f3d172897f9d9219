import type { KeysUnder, TranslationKey } from './keys';
import type { Locale } from './locales';
import type { Translator } from './translator';
import { textOf } from './plural';
import { resources } from './resources';

function lookup(tree: unknown, key: string): unknown {
  let node = tree;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/**
 * Translates a dotted key ("errors.voucherNotFound") for a locale, falling back to English and
 * then to the key itself, takes the plural form for `params.count` (plural.ts), and fills {{name}}
 * placeholders. Used by the API, mail and PDFs; the
 * web's translator (apps/web/src/lib/translations.ts) reads the same resources the same way.
 */
export function translate(
  locale: Locale,
  key: TranslationKey,
  params: Record<string, string | number> = {},
): string {
  const text =
    textOf(lookup(resources[locale], key), locale, params.count) ??
    textOf(lookup(resources.en, key), 'en', params.count) ??
    key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}

/** translate() bound to one locale, for the domain rules that take a Translator. */
export function translatorFor(locale: Locale): Translator {
  return (key, params) => translate(locale, key, params);
}

/**
 * translate() for one locale and the keys below one prefix ("mail", "partner.mail"): a mail or a
 * page that takes its texts from one section writes the short key, still checked by the typecheck.
 */
export function translatorIn<P extends string>(locale: Locale, prefix: P) {
  return (key: KeysUnder<P>, params?: Record<string, string | number>): string =>
    translate(locale, `${prefix}.${key}` as TranslationKey, params);
}
