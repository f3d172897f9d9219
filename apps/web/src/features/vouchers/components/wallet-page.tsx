import { APP_VOUCHER_FILTERS } from '@golfwallet/core/domain/app-voucher-filter';
import { isSortOption, SORT_OPTIONS } from '@golfwallet/core/domain/sort';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { APP_PATHS } from '../../../lib/app-paths';
import { errorMessage } from '../../../lib/error-message';
import { useDevicePosition } from '../../../lib/use-device-position';
import { useSetFavourite } from '../api/update-favourite';
import { useWallet, walletKeys } from '../api/get-wallet';
import { useVoucherFormat } from '../hooks/use-voucher-format';
import { useWalletList } from '../hooks/use-wallet-list';
import { ClubLogo } from './club-logo';
import { FavouriteButton } from './favourite-button';
import { PriceBadge } from './price-badge';
import { WalletFreshness } from './wallet-freshness';
import './wallet.css';

/**
 * The app's Vouchers tab (spec §2): search; sort nearest, club A-Z, valid until; favourites;
 * counts; the kind filters. It shows the wallet kept on the device when the connection is gone.
 */
export function WalletPage() {
  const { t } = useTranslation();
  const wallet = useWallet();
  const [wantsPosition, setWantsPosition] = useState(false);
  const located = useDevicePosition(wantsPosition);
  const list = useWalletList(wallet.data?.items ?? [], wallet.data?.clubs ?? [], located.position);
  const { date } = useVoucherFormat();
  const queryClient = useQueryClient();
  const favourite = useSetFavourite();

  if (wallet.isPending) return <Spinner />;
  if (wallet.isError) {
    return (
      <p className="app-alert" role="alert">
        {wallet.error && errorMessage(wallet.error, t)}
      </p>
    );
  }
  const { state, update, counts, shown } = list;

  return (
    <div className="wallet">
      <h1 className="app-title">{t('app.vouchers.title')}</h1>
      <WalletFreshness savedAt={wallet.data.savedAt} offline={wallet.data.offline} />
      <div className="wallet__tools">
        <label className="wallet__search">
          <span className="field__label">{t('vouchers.search.label')}</span>
          <input
            type="search"
            className="field__input"
            placeholder={t('vouchers.search.placeholder')}
            value={state.search}
            onChange={(event) => update({ search: event.target.value })}
          />
        </label>
        <label className="wallet__sort">
          <span className="field__label">{t('vouchers.sort.label')}</span>
          <select
            className="field__input"
            value={state.sort}
            onChange={(event) => {
              const value = event.target.value;
              if (!isSortOption(value)) return;
              if (value === 'nearest') setWantsPosition(true);
              update({ sort: value });
            }}
          >
            {SORT_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {t(option.labelKey)}
              </option>
            ))}
          </select>
        </label>
        <label className="wallet__favourites">
          <input
            type="checkbox"
            checked={state.favouritesOnly}
            onChange={(event) => update({ favouritesOnly: event.target.checked })}
          />
          {t('app.vouchers.favouritesOnly')}
        </label>
      </div>
      {state.sort === 'nearest' && located.status === 'failed' && (
        <p className="app-notice" role="status">
          {t('app.clubs.locationDisabled')}
        </p>
      )}
      <fieldset className="wallet__filters">
        <legend className="visually-hidden">{t('app.vouchers.filtersLabel')}</legend>
        {APP_VOUCHER_FILTERS.map((filter) => (
          <button
            key={filter}
            type="button"
            className="chip"
            aria-pressed={state.filter === filter}
            onClick={() => update({ filter })}
          >
            {t('app.vouchers.filterCount', {
              label: t(`app.vouchers.filters.${filter}`),
              count: counts[filter],
            })}
          </button>
        ))}
      </fieldset>
      {favourite.isError && (
        <p className="app-alert" role="alert">
          {errorMessage(favourite.error, t)}
        </p>
      )}
      <p className="wallet__count" role="status">
        {shown.length === 0 ? t('app.vouchers.empty') : t('app.vouchers.count', { count: shown.length })}
      </p>
      <ul className="wallet__list">
        {shown.map((voucher) => (
          <li key={voucher.voucher_id} className="wallet-item">
            <ClubLogo
              url={voucher.logo_url}
              name={voucher.owner_name}
              clubId={voucher.club_id}
              className="wallet-item__logo"
            />
            <Link to={APP_PATHS.voucher(voucher.voucher_id)} className="wallet-item__link">
              <h2 className="wallet-item__name">{voucher.voucher_name}</h2>
              <span className="wallet-item__club">{voucher.owner_name}</span>
              <span className="wallet-item__meta">
                <PriceBadge voucher={voucher} /> {t('app.vouchers.validTo', { date: date(voucher.valid_to) })}
              </span>
            </Link>
            <FavouriteButton
              favourite={voucher.favourite}
              onToggle={() =>
                favourite.mutate(
                  { voucherId: voucher.voucher_id, favourite: !voucher.favourite },
                  { onSettled: () => queryClient.invalidateQueries({ queryKey: walletKeys.all }) },
                )
              }
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
