import type { MyClub } from '@golfwallet/core/contracts/reference/shapes';
import { chooseCurrentClub, isNearbyClub } from '@golfwallet/core/domain/current-club';
import { useId } from 'react';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { APP_PATHS } from '../../../lib/app-paths';
import { errorMessage } from '../../../lib/error-message';
import { useDevicePosition } from '../../../lib/use-device-position';
import { useTranslation } from '../../../lib/use-translation';
import { useClubs, useMyClubs } from '../api/get-clubs';
import './clubs.css';

const REASON_KEYS = {
  home: 'app.clubs.reasonHome',
  nearest: 'app.clubs.reasonNearest',
  first: 'app.clubs.reasonFirst',
} as const;

/**
 * The current club (spec §4 "Current-club choice"), by the rule of packages/core: the home club
 * with products; else the nearest club with products when located; else the first with products;
 * else the shop. Whether it is nearby, the golfer's voucher count there, a way to its shop and
 * (where it has one) its driving range, and the location-disabled notice. Shown on My clubs and on
 * Change club.
 */
export function CurrentClubSection() {
  const { t } = useTranslation();
  const titleId = useId();
  const clubs = useClubs();
  const mine = useMyClubs();
  const located = useDevicePosition();

  if (clubs.isPending || mine.isPending) return <Spinner />;
  if (clubs.isError || mine.isError) {
    return (
      <p className="app-alert" role="alert">
        {errorMessage(clubs.error ?? mine.error, t)}
      </p>
    );
  }

  const home = mine.data.find((club) => club.is_home_club);
  const waiting = located.status === 'locating';
  const location = located.position
    ? { lat: located.position.latitude, lng: located.position.longitude }
    : null;
  const choice = waiting ? null : chooseCurrentClub(clubs.data, { homeClubId: home?.club_id, location });
  const countAt = (clubId: number) =>
    mine.data.find((club: MyClub) => club.club_id === clubId)?.vouchers ?? 0;

  return (
    <>
      {located.status === 'failed' && (
        <p className="app-notice" role="status">
          {t('app.clubs.locationDisabled')}
        </p>
      )}
      <section className="current-club" aria-labelledby={titleId}>
        <h2 id={titleId} className="current-club__label">
          {t('app.clubs.current')}
        </h2>
        {waiting && <p role="status">{t('app.clubs.locating')}</p>}
        {choice?.kind === 'shop' && <p>{t('app.clubs.noClubs')}</p>}
        {choice && choice.kind !== 'shop' && (
          <div className="current-club__card">
            <p className="current-club__name">{choice.club.name}</p>
            <p className="current-club__reason">{t(REASON_KEYS[choice.kind])}</p>
            {choice.distance_km !== null && (
              <p className="current-club__distance">
                {t('app.clubs.distance', { distance: choice.distance_km.toFixed(1) })}
                {isNearbyClub(choice.distance_km) && <span className="badge">{t('app.clubs.nearby')}</span>}
              </p>
            )}
            <p>{t('app.clubs.vouchersHere', { count: countAt(choice.club.club_id) })}</p>
            <Link
              className="button button--primary button--block"
              to={APP_PATHS.shopClub(choice.club.club_id)}
            >
              {t('app.clubs.visitShop')}
            </Link>
            {choice.club.driving_range && (
              <Link
                className="button button--secondary button--block"
                to={APP_PATHS.range(choice.club.club_id)}
              >
                {t('range.title')}
              </Link>
            )}
          </div>
        )}
      </section>
    </>
  );
}
