import type { VoucherItem } from '@golfwallet/core/contracts/vouchers/shapes';
import { formatDate, formatDateTime, formatServerDate, fromUnixSeconds } from '@golfwallet/core/format/dates';
import { displayPrice } from '@golfwallet/core/format/price';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@golfwallet/core/i18n/locales';
import { useTranslation } from '../../../lib/use-translation';

/** The zone the dates are shown in: the browser's (the golfer's own clock). */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'Europe/Copenhagen';
  } catch {
    return 'Europe/Copenhagen';
  }
}

/** The page language as a Locale; re-renders when it changes. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

/** Price badge and dates of a voucher in the page language (spec §9). */
export function useVoucherFormat() {
  const locale = useLocale();
  const { t } = useTranslation();
  const timeZone = browserTimeZone();
  return {
    locale,
    t,
    price: (
      voucher: Pick<
        VoucherItem,
        'type' | 'value' | 'reduction_type' | 'currency' | 'gift_card_remaining_minor'
      >,
    ) => displayPrice(voucher, locale, t),
    date: (unixSeconds: number) => formatDate(fromUnixSeconds(unixSeconds), timeZone, locale),
    /** The date form of `date` (spec §9) with the time: dd.mm.yyyy HH:MM, English yyyy.mm.dd HH:MM. */
    dateTime: (date: Date) => formatDateTime(date, timeZone, locale),
    /** Today as yyyy-mm-dd on the golfer's clock (past exclusion days are left out of the restrictions). */
    today: () => formatServerDate(new Date(), timeZone),
  };
}
