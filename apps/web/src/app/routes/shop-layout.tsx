import { useEffect, useRef } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { ShopNav } from '../../features/shop/components/shop-nav';
import { currentLocale } from '../../lib/i18n';
import { openLoginPopup } from '../../lib/login-popup';
import { useSessionToken } from '../../lib/session';
import { useSections } from '../../lib/use-sections';
import '../../features/shop/components/shop.css';
import { PATHS } from '../../lib/paths';

/**
 * /shop/… (signed in; otherwise / with the login popup): loads the shop texts and shows the
 * shop's own navigation above the page. The app shell mounts the same feature pages in its tabs.
 */
export function Component() {
  const token = useSessionToken();
  const navigate = useNavigate();
  const arrivedSignedOut = useRef(token === null);
  const sections = useSections(currentLocale(), ['shop']).status;

  useEffect(() => {
    if (token) return;
    navigate(PATHS.landing, { replace: true });
    if (arrivedSignedOut.current) openLoginPopup();
  }, [token, navigate]);

  if (!token) return null;
  if (sections !== 'ready') return <Spinner />;
  return (
    <div className="shop-layout">
      <ShopNav />
      <Outlet />
    </div>
  );
}
