import type { Locale } from '@golfwallet/core/i18n/locales';

/** Intl speaks Norwegian Bokmål as "nb"; our locale "no" maps onto it. */
const intlTag = (locale: Locale) => (locale === 'no' ? 'nb' : locale);

/** A region's name in a language ("DK" in sv → "Danmark"); the code itself when Intl does not know it. */
export function countryName(code: string, locale: Locale): string {
  try {
    return (
      new Intl.DisplayNames([intlTag(locale), 'en'], { type: 'region', fallback: 'code' }).of(code) ?? code
    );
  } catch {
    return code;
  }
}

/** A language's name in a language, capitalised for lists ("da" in en → "Danish", in da → "Dansk"). */
export function languageName(language: string, locale: Locale): string {
  try {
    const name =
      new Intl.DisplayNames([intlTag(locale), 'en'], { type: 'language', fallback: 'code' }).of(language) ??
      language;
    return name.charAt(0).toLocaleUpperCase(intlTag(locale)) + name.slice(1);
  } catch {
    return language;
  }
}
