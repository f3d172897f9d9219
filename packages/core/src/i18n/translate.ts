import type { KeysUnder, TranslationKey } from './keys';
import type { Locale } from './locales';
import type { Translator } from './translator';
import { resources } from './resources';

type Tree = { readonly [key: string]: string | Tree };

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * Translates a dotted key ("errors.voucherNotFound") for a locale, falling back to English and
 * then to the key itself, and fills {{name}} placeholders. Used by the API, mail and PDFs; the
 * web's translator (apps/web/src/lib/translations.ts) reads the same resources the same way.
 */
export function translate(
  locale: Locale,
  key: TranslationKey,
  params: Record<string, string | number> = {},
): string {
  const text =
    lookup(resources[locale] as unknown as Tree, key) ?? lookup(resources.en as unknown as Tree, key) ?? key;
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
