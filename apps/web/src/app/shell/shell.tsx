import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { SiteNavigationProvider } from '../../components/ui/site-link';
import { Spinner } from '../../components/ui/spinner';
import { currentLocale } from '../../lib/i18n';
import { PAGE_SECTIONS } from '../../lib/i18n-bundles';
import { usePageSpinnerVisible } from '../../lib/page-spinner';
import { PATHS } from '../../lib/paths';
import { useSections } from '../../lib/use-sections';
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
  // The front page renders with its own texts only; the rest arrive now, before any other page shows.
  const translations = useSections(currentLocale(), PAGE_SECTIONS).status;
  const waitForTexts = translations === 'loading' && pathname !== PATHS.landing;

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
        {waitForTexts ? <Spinner /> : <Outlet />}
      </SiteFrame>
    </SiteNavigationProvider>
  );
}
