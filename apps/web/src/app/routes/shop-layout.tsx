import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { currentLocale } from '../../lib/i18n';
import { openLoginPopup } from '../../lib/login-popup';
import { useSessionToken } from '../../lib/session';
import { shopPaths } from '../../lib/shop-paths';
import { useSections } from '../../lib/use-sections';
import '../../features/shop/components/shop.css';

/**
 * /shop/… (signed in; otherwise / with the login popup): loads the shop texts and shows the
 * shop's own navigation above the page. The app shell mounts the same feature pages in its tabs.
 */
export function Component() {
  const { t } = useTranslation();
  const token = useSessionToken();
  const navigate = useNavigate();
  const arrivedSignedOut = useRef(token === null);
  const sections = useSections(currentLocale(), ['shop']).status;

  useEffect(() => {
    if (token) return;
    navigate('/', { replace: true });
    if (arrivedSignedOut.current) openLoginPopup();
  }, [token, navigate]);

  if (!token) return null;
  if (sections !== 'ready') return <Spinner />;
  const links = [
    [shopPaths.clubs, t('shop.nav.shop')],
    [shopPaths.cart, t('shop.nav.cart')],
    [shopPaths.wallet, t('shop.nav.wallet')],
    [shopPaths.cards, t('shop.nav.cards')],
    [shopPaths.history, t('shop.nav.history')],
  ] as const;
  return (
    <div className="shop-layout">
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
      <Outlet />
    </div>
  );
}
