import { useTranslation } from '../../../lib/use-translation';
import { useMyClubs } from '../api/get-clubs';
import { CurrentClubSection } from './current-club-section';
import './clubs.css';

/**
 * My clubs (spec §2): the current club (spec §4 "Current-club choice", with the location-disabled
 * notice), then the golfer's own clubs with their product and voucher counts.
 */
export function MyClubsPage() {
  const { t } = useTranslation();
  const mine = useMyClubs();

  return (
    <div className="my-clubs">
      <h1 className="app-title">{t('app.clubs.title')}</h1>
      <CurrentClubSection />
      {mine.data && mine.data.length > 0 && (
        <section aria-labelledby="your-clubs-title">
          <h2 id="your-clubs-title" className="app-subtitle">
            {t('app.clubs.yourClubs')}
          </h2>
          <ul className="club-list">
            {mine.data.map((club) => (
              <li key={club.club_id} className="club-list__item">
                <span className="club-list__name">{club.name}</span>
                <span className="club-list__meta">
                  {club.is_home_club && <span className="badge">{t('app.clubs.homeClub')}</span>}
                  {club.has_products && (
                    <span className="badge badge--quiet">{t('app.clubs.sellsProducts')}</span>
                  )}
                  {t('app.clubs.vouchersHere', { count: club.vouchers })}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
