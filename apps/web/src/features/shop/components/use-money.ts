import { formatMoney } from '@golfwallet/core/format/money';
import type { Locale } from '@golfwallet/core/i18n/locales';
import { useTranslation } from '../../../lib/use-translation';

/** Formats minor units in the page language. */
export function useMoney() {
  const { i18n } = useTranslation();
  return (minor: number, currency: string) => formatMoney(minor, currency, i18n.language as Locale);
}
