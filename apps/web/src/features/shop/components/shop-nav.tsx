import { useTranslation } from '../../../lib/use-translation';
import { NavLink } from 'react-router';
import { useShopPaths } from '../../../lib/shop-paths';

/**
 * The shop's own navigation above its pages: Shop, Cart, (Wallet,) My credit cards, History, at
 * the paths of the shell it is mounted in. The app leaves Wallet out: it is a tab there.
 */
export function ShopNav({ withWallet = true }: { withWallet?: boolean }) {
  const { t } = useTranslation();
  const paths = useShopPaths();
  const links = [
    [paths.clubs, t('shop.nav.shop')],
    [paths.cart, t('shop.nav.cart')],
    ...(withWallet ? [[paths.wallet, t('shop.nav.wallet')] as const] : []),
    [paths.cards, t('shop.nav.cards')],
    [paths.history, t('shop.nav.history')],
  ] as const;
  return (
    <nav aria-label={t('shop.nav.shop')} className="shop-nav">
      <ul>
        {links.map(([to, label]) => (
          <li key={to}>
            <NavLink to={to} end>
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
