import type { Locale } from '../i18n/locales';

/** Intl's language tag for a locale (Intl knows Norwegian Bokmål as 'nb'). */
const intlTag = (locale: Locale) => (locale === 'no' ? 'nb' : locale);

/**
 * An amount in minor units with its currency as the locale writes money ("1.234,50 kr." in Danish,
 * "DKK 1,234.50" in English). Integer arithmetic up to the division for display.
 */
export function formatMoney(minor: number, currency: string, locale: Locale): string {
  try {
    return new Intl.NumberFormat(intlTag(locale), {
      style: 'currency',
      currency,
      minimumFractionDigits: minor % 100 === 0 ? 0 : 2,
      maximumFractionDigits: 2,
    }).format(minor / 100);
  } catch {
    return `${(minor / 100).toFixed(2)} ${currency}`;
  }
}
