import { useTranslation } from '../../lib/use-translation';
import { Navigate, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useOnline } from '../../lib/online';
import { useSessionToken } from '../../lib/session';
import { LoginPopupSlot } from '../shell/login-popup-slot';
import { appRedirect } from './access';
import { TabBar } from './tab-bar';
import './app-shell.css';

/**
 * The mobile app's shell under /app (spec §2 "Mobile and app screens"): a phone layout with the
 * tab bar, over the same features, hooks, API client and translations as the web site. Signed
 * out it shows Start and Log in only; the session is the same one the web keeps.
 */
export function AppShell() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const token = useSessionToken();
  const online = useOnline();
  const redirect = appRedirect(pathname, token !== null);
  if (redirect) return <Navigate to={redirect} replace />;

  return (
    <div className="app">
      <a className="skip-link" href="#app-main">
        {t('common.skipToContent')}
      </a>
      {!online && (
        <p className="offline-banner" role="status">
          {t('common.offline.banner')}
        </p>
      )}
      <main id="app-main" tabIndex={-1} className="app__main">
        <Outlet />
      </main>
      {token !== null && <TabBar />}
      <LoginPopupSlot quietOffline />
      <ScrollRestoration />
    </div>
  );
}
