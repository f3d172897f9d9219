import { useTranslation } from '../../../lib/use-translation';
import { useLocale } from '../hooks/use-voucher-format';

/** When the wallet was last loaded, and that it is the device copy while offline (spec: offline wallet). */
export function WalletFreshness({ savedAt, offline }: { savedAt: number; offline: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const time = new Intl.DateTimeFormat(locale === 'no' ? 'nb' : locale, {
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(new Date(savedAt));
  return (
    <div
      className={['wallet-freshness', offline ? 'wallet-freshness--offline' : null].filter(Boolean).join(' ')}
    >
      {offline && <p role="status">{t('app.vouchers.offlineCopy')}</p>}
      <p>{t('app.vouchers.lastFresh', { time })}</p>
    </div>
  );
}
