import { useTranslation } from '../../../lib/use-translation';
import { useVoucherFormat } from '../hooks/use-voucher-format';

/** When the wallet was last loaded, and that it is the device copy while offline (spec: offline wallet). */
export function WalletFreshness({ savedAt, offline }: { savedAt: number; offline: boolean }) {
  const { t } = useTranslation();
  // The app's date form (spec §9), as every other date on the page: not the browser's short style.
  const time = useVoucherFormat().dateTime(new Date(savedAt));
  return (
    <div
      className={['wallet-freshness', offline ? 'wallet-freshness--offline' : null].filter(Boolean).join(' ')}
    >
      {offline && <p role="status">{t('app.vouchers.offlineCopy')}</p>}
      <p>{t('app.vouchers.lastFresh', { time })}</p>
    </div>
  );
}
