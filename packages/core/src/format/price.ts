import type { ReductionType, VoucherType } from '../domain/voucher';
import type { Locale } from '../i18n/locales';
import type { Translator } from '../i18n/translator';

/** What the price badge needs from a voucher. `value` is decimal text ('150', '150.50', '0'). */
export interface PricedVoucher {
  type: VoucherType;
  value: string;
  reduction_type: ReductionType;
  /** ISO 4217 code; shown after the amount for set prices and amounts off. */
  currency?: string | null;
  /** A gift card's remaining value (minor units): shown instead of `value` when given. */
  gift_card_remaining_minor?: number | null;
}

/** A parsed decimal amount with leading zeros of the whole part and trailing zeros of the fraction gone. */
interface Amount {
  negative: boolean;
  whole: string;
  fraction: string;
}

const DECIMAL = /^([-+])?(\d+)(?:[.,](\d*))?$/;

function parseAmount(value: string): Amount | null {
  const match = DECIMAL.exec(value.trim());
  if (!match) return null;
  const whole = (match[2] ?? '').replace(/^0+(?=\d)/, '');
  const fraction = (match[3] ?? '').replace(/0+$/, '');
  return { negative: match[1] === '-' && (whole !== '0' || fraction !== ''), whole, fraction };
}

const isZero = (amount: Amount) => amount.whole === '0' && amount.fraction === '';

/** The decimal separator: a point in English, a comma in the Nordic languages and German. */
export function decimalSeparator(locale: Locale): string {
  return locale === 'en' ? '.' : ',';
}

/** Intl's language tag for a locale (Intl knows Norwegian Bokmål as 'nb'). */
const intlTag = (locale: Locale) => (locale === 'no' ? 'nb' : locale);

/**
 * The currency as this locale writes it: the local symbol for the local currency ('kr.' for DKK in
 * Danish, '€' for EUR), otherwise the code ('DKK' in English). Unknown codes are shown as given.
 */
export function currencyLabel(currency: string, locale: Locale): string {
  try {
    const parts = new Intl.NumberFormat(intlTag(locale), { style: 'currency', currency }).formatToParts(0);
    return parts.find((part) => part.type === 'currency')?.value ?? currency;
  } catch {
    return currency;
  }
}

/** An amount with trailing zeros stripped and the locale's separator: '150.50' → '150,5' (da). */
export function formatAmount(value: string, locale: Locale): string {
  const amount = parseAmount(value);
  if (!amount) return value.trim();
  const digits = amount.fraction
    ? `${amount.whole}${decimalSeparator(locale)}${amount.fraction}`
    : amount.whole;
  return amount.negative ? `-${digits}` : digits;
}

/** A sum of money: the amount, then the currency ('150,5 kr.'). */
export function formatMoney(value: string, currency: string, locale: Locale): string {
  return `${formatAmount(value, locale)} ${currencyLabel(currency, locale)}`;
}

/**
 * The price badge of spec §9.
 * - An intro card worth 0 shows 'Intro' (translated).
 * - setprice: 0 shows 'Free' (translated); a whole amount 'N,-'; a fraction 'N,5' (trailing zeros
 *   stripped, the locale's decimal separator); then the currency when given ('150,- kr.').
 * - reducepercent: '-X%' (no currency).
 * - reduceprice: '-N,-' or '-N,5', then the currency when given.
 * - Reductions are shown as minus whatever the sign of `value`.
 * - A value that is not a decimal number is shown as it is.
 * - A gift card shows what is left on it (`gift_card_remaining_minor`), not what it was issued with.
 */
export function displayPrice(voucher: PricedVoucher, locale: Locale, t: Translator): string {
  const remaining = voucher.gift_card_remaining_minor;
  const value = typeof remaining === 'number' ? (remaining / 100).toFixed(2) : voucher.value;
  const amount = parseAmount(value);
  if (!amount) return value.trim();
  if (voucher.type === 'introcard' && isZero(amount)) return t('domain.price.intro');
  const digits = amount.fraction
    ? `${amount.whole}${decimalSeparator(locale)}${amount.fraction}`
    : amount.whole;
  const suffix = voucher.currency ? ` ${currencyLabel(voucher.currency, locale)}` : '';
  switch (voucher.reduction_type) {
    case 'setprice': {
      // An empty gift card is worth nothing, not free.
      if (isZero(amount) && typeof remaining !== 'number') return t('domain.price.free');
      const sign = amount.negative ? '-' : '';
      return `${sign}${digits}${amount.fraction ? '' : ',-'}${suffix}`;
    }
    case 'reducepercent':
      return `-${digits}%`;
    case 'reduceprice':
      return `-${digits}${amount.fraction ? '' : ',-'}${suffix}`;
  }
}
