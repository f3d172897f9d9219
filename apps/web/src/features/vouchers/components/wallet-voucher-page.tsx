import { describeRestrictions } from '@golfwallet/core/domain/restrictions';
import { lazy, Suspense, useEffect, useLayoutEffect } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { APP_PATHS } from '../../../lib/app-paths';
import { errorMessage } from '../../../lib/error-message';
import { device } from '../../../lib/platform/device';
import { useWallet } from '../api/get-wallet';
import { removePaintedCode } from '../code-first/painted-code';
import { useVoucherFormat } from '../hooks/use-voucher-format';
import { AddToWallet } from './add-to-wallet';
import { ClubLogo } from './club-logo';
import { PriceBadge } from './price-badge';
import { VoucherCode } from './voucher-code';
import { VoucherUseRows } from './voucher-use-rows';
import { WalletFreshness } from './wallet-freshness';
import './wallet.css';

// Below the code, used at the club: loaded after the page has shown the code.
const UseHerePanel = lazy(() =>
  import('./use-here-panel').then((module) => ({ default: module.UseHerePanel })),
);

/**
 * Voucher details in the app (spec §2): restrictions, validity, uses left, the code as barcode and
 * QR code with the screen kept awake, transfer and "use here". Read from the wallet, so it shows
 * offline too.
 */
export function WalletVoucherPage({ voucherId }: { voucherId: number }) {
  const { t } = useTranslation();
  const wallet = useWallet();
  const { locale, t: translate, today } = useVoucherFormat();

  useEffect(() => {
    let release: (() => void) | undefined;
    let live = true;
    void device()
      .then((features) => features.wakeLock.keepAwake())
      .then((stop) => {
        if (live) release = stop;
        else stop();
      });
    return () => {
      live = false;
      release?.();
    };
  }, []);

  // The code painted before the app started stays while the wallet loads, until VoucherCode takes
  // over; it goes at once when this page shows no code (an error, no such voucher, in a transfer).
  const voucher = wallet.data?.items.find((item) => item.voucher_id === voucherId);
  const showsCode = wallet.isPending || (voucher !== undefined && !voucher.in_transfer);
  useLayoutEffect(() => {
    if (!showsCode) removePaintedCode();
  }, [showsCode]);
  useLayoutEffect(() => removePaintedCode, []);

  if (wallet.isPending) return <Spinner />;
  if (wallet.isError) {
    return (
      <p className="app-alert" role="alert">
        {errorMessage(wallet.error, t)}
      </p>
    );
  }
  const back = (
    <Link to={APP_PATHS.vouchers} className="app-back">
      {t('app.details.back')}
    </Link>
  );
  if (!voucher) {
    return (
      <div className="wallet-voucher">
        {back}
        <p className="app-alert" role="alert">
          {t('app.details.notFound')}
        </p>
      </div>
    );
  }
  const restrictions = describeRestrictions(voucher, locale, translate, { today: today() });

  return (
    <article className="wallet-voucher">
      {back}
      <header className="wallet-voucher__head">
        <ClubLogo
          url={voucher.logo_url}
          name={voucher.owner_name}
          clubId={voucher.club_id}
          className="wallet-voucher__logo"
        />
        <div>
          <h1 className="app-title">{voucher.voucher_name}</h1>
          <p className="wallet-voucher__club">{voucher.owner_name}</p>
        </div>
      </header>
      <WalletFreshness savedAt={wallet.data.savedAt} offline={wallet.data.offline} />
      {voucher.in_transfer ? (
        // A voucher in a waiting transfer is not the holder's to use: its code stays hidden, so it
        // cannot be shown at the desk while the recipient may accept it (issue 34, item 6).
        <p className="app-notice wallet-voucher__in-transfer" role="status">
          {t('app.details.inTransferCode')}
        </p>
      ) : (
        <VoucherCode code={voucher.voucher_number} />
      )}
      <dl className="wallet-voucher__facts">
        <div>
          <dt>{t('vouchers.details.price')}</dt>
          <dd>
            <PriceBadge voucher={voucher} />
          </dd>
        </div>
        <VoucherUseRows voucher={voucher} />
      </dl>
      {voucher.info && <p className="wallet-voucher__info">{voucher.info}</p>}
      <section className="wallet-voucher__restrictions" aria-labelledby="wallet-restrictions-title">
        <h2 id="wallet-restrictions-title">{t('domain.restrictions.title')}</h2>
        {restrictions.length === 0 ? (
          <p>{t('vouchers.details.noRestrictions')}</p>
        ) : (
          <ul>
            {restrictions.map((line) => (
              <li key={`${line.key}:${JSON.stringify(line.params ?? {})}`}>
                {t(line.key, line.params ?? {})}
              </li>
            ))}
          </ul>
        )}
      </section>
      {!voucher.in_transfer && (
        <>
          <Suspense fallback={null}>
            <UseHerePanel voucher={voucher} />
          </Suspense>
          <AddToWallet voucherId={voucher.voucher_id} />
          <Link
            to={APP_PATHS.transferVoucher(voucher.voucher_id)}
            className="button button--secondary button--block"
          >
            {t('app.details.transfer')}
          </Link>
        </>
      )}
    </article>
  );
}
