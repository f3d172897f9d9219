import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/error-message';
import { useShopPaths } from '../../../lib/shop-paths';
import { useShopClubs } from '../api/get-shop-clubs';

/** Shop: search clubs and open a club's shop. */
export function ShopClubsPage() {
  const { t } = useTranslation();
  const shopPaths = useShopPaths();
  const [search, setSearch] = useState('');
  const clubs = useShopClubs(search.trim());
  return (
    <section className="shop">
      <h1>{t('shop.clubs.title')}</h1>
      <TextField
        label={t('shop.clubs.search')}
        type="search"
        value={search}
        maxLength={100}
        onChange={(event) => setSearch(event.target.value)}
      />
      {clubs.isPending && <Spinner />}
      {clubs.isError && <p role="alert">{errorMessage(clubs.error, t)}</p>}
      {clubs.data && clubs.data.clubs.length === 0 && <p>{t('shop.clubs.none')}</p>}
      {clubs.data && clubs.data.clubs.length > 0 && (
        <ul className="shop__list">
          {clubs.data.clubs.map((club) => (
            <li key={club.club_id} className="shop__card">
              <Link to={shopPaths.club(club.club_id)}>{club.name}</Link>
              <span>
                {club.city ? `${club.city} · ` : ''}
                {t('shop.clubs.products', { count: club.product_count })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
