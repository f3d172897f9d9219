import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { SiteNavigationProvider } from '../../components/ui/site-link';
import { Spinner } from '../../components/ui/spinner';
import { usePageSpinnerVisible } from '../../lib/page-spinner';
import { isChromeHidden } from './chrome';
import { LoginPopupSlot } from './login-popup-slot';
import { SiteFrame } from './site-frame';

/**
 * The web shell around every page of the app: the site frame (skip link, header, footer, cookie
 * consent) with the router's page in it, the login popup and the page spinner overlay.
 */
export function Shell() {
  const { pathname } = useLocation();
  const spinner = usePageSpinnerVisible();

  return (
    <SiteNavigationProvider value={{ pathname }}>
      <SiteFrame
        withChrome={!isChromeHidden(pathname)}
        after={
          <>
            <LoginPopupSlot />
            {spinner && <Spinner overlay />}
            <ScrollRestoration />
          </>
        }
      >
        <Outlet />
      </SiteFrame>
    </SiteNavigationProvider>
  );
}
