import type { ReactNode } from 'react';
import { useOnline } from '../../lib/online';
import { useTranslation } from '../../lib/use-translation';
import { CookieConsent } from './cookie-consent';
import { Footer } from './footer';
import { Header } from './header';
import { Statistics } from './statistics';

/**
 * What every web page has around its content: skip link, header, main, footer (`withChrome`:
 * not on the bare pages of spec §2), an offline notice, the cookie consent and the statistics it
 * allows. The app's shell (shell.tsx) and the prerendered public pages (public-site.tsx) both
 * use it, so a prerendered page and the app render the same markup.
 */
export function SiteFrame({
  withChrome = true,
  children,
  after,
}: {
  withChrome?: boolean;
  children: ReactNode;
  /** What the app adds after the frame (the login popup, the page spinner). */
  after?: ReactNode;
}) {
  const { t } = useTranslation();
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
        {children}
      </main>
      {withChrome && <Footer />}
      {after}
      <CookieConsent />
      <Statistics />
    </div>
  );
}
