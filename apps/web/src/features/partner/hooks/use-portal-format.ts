import { formatDateTime } from '@golfwallet/core/format/dates';
import { formatMoney as formatMinor } from '@golfwallet/core/format/money';
import { formatMoney } from '@golfwallet/core/format/price';
import { toLocale } from '@golfwallet/core/i18n/locales';
import { useTranslation } from '../../../lib/use-translation';
import { usePortalContext } from './use-portal-context';

/** Money and times as the portal shows them: the page language, the club's time zone. */
export function usePortalFormat() {
  const { i18n } = useTranslation();
  const me = usePortalContext();
  const locale = toLocale(i18n.language) ?? 'da';
  return {
    money: (value: number, currency: string) => formatMoney(String(value), currency, locale),
    /** An amount in minor units (øre, öre, cent): the ledger's balances. */
    minor: (value: number, currency: string) => formatMinor(value, currency, locale),
    dateTime: (iso: string | number) =>
      formatDateTime(
        typeof iso === 'number' ? new Date(iso * 1000) : new Date(iso),
        me.club.timezone,
        locale,
      ),
  };
}
