import { useTranslation } from '../../lib/use-translation';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { useOnline } from '../../lib/online';
import { usePageSpinnerVisible } from '../../lib/page-spinner';
import { isChromeHidden } from './chrome';
import { CookieConsent } from './cookie-consent';
import { Footer } from './footer';
import { Header } from './header';
import { LoginPopupSlot } from './login-popup-slot';
import { Statistics } from './statistics';

/**
 * The web shell around every page: skip link, header, main, footer (hidden on the bare pages of
 * spec §2), the login popup, the cookie consent (and the statistics it allows), the page spinner
 * overlay and an offline notice.
 */
export function Shell() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const withChrome = !isChromeHidden(pathname);
  const spinner = usePageSpinnerVisible();
  const online = useOnline();

  return (
    <div className={['site', withChrome ? null : 'site--bare'].filter(Boolean).join(' ')}>
      {withChrome && (
        <a className="skip-link" href="#main">
          {t('common.skipToContent')}
        </a>
      )}
      {withChrome && <Header />}
      {!online && (
        <p className="offline-banner" role="status">
          {t('common.offline.banner')}
        </p>
      )}
      <main id="main" tabIndex={-1} className="site-main">
        <Outlet />
      </main>
      {withChrome && <Footer />}
      <LoginPopupSlot />
      <CookieConsent />
      <Statistics />
      {spinner && <Spinner overlay />}
      <ScrollRestoration />
    </div>
  );
}
