import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../components/ui/button';
import { openLoginPopup } from '../../lib/login-popup';
import { useSessionToken } from '../../lib/session';
import { LanguageMenu } from './language-menu';
import { preloadLoginPopup } from './login-popup-slot';
import { Logo } from '../../components/ui/logo';
import { SiteLink } from '../../components/ui/site-link';
import { PATHS } from '../../lib/paths';

// The confirmation (and the API contract it calls) loads only for signed-in golfers.
const SignOutDialog = lazy(() =>
  import('./sign-out-dialog').then((module) => ({ default: module.SignOutDialog })),
);

/**
 * The site header (spec §2). Signed out: logo, language drop-down, Sign up for free, Log in.
 * Signed in: logo to /vouchers, My vouchers, My profile, Sign out with a Yes/No confirmation.
 */
export function Header() {
  const { t } = useTranslation();
  const signedIn = Boolean(useSessionToken());
  const [confirmSignOut, setConfirmSignOut] = useState(false);

  return (
    <header className="site-header">
      <div className="site-header__inner container">
        <Logo
          to={signedIn ? PATHS.vouchers : PATHS.landing}
          label={signedIn ? t('common.logoVouchers') : t('common.logoHome')}
        />
        {!signedIn && (
          <div className="site-header__tools">
            <LanguageMenu />
          </div>
        )}
        <nav className="site-header__nav" aria-label={t('common.header.navLabel')}>
          {signedIn ? (
            <ul className="site-header__list">
              <li>
                <SiteLink to={PATHS.vouchers} className="site-header__link" markCurrent>
                  {t('common.header.myVouchers')}
                </SiteLink>
              </li>
              <li>
                <SiteLink to={PATHS.profile} className="site-header__link" markCurrent>
                  {t('common.header.myProfile')}
                </SiteLink>
              </li>
              <li>
                <Button variant="secondary" onClick={() => setConfirmSignOut(true)}>
                  {t('common.header.signOut')}
                </Button>
              </li>
            </ul>
          ) : (
            <ul className="site-header__list">
              <li>
                <SiteLink to={PATHS.register.start} className="button button--secondary">
                  {t('common.header.signUp')}
                </SiteLink>
              </li>
              <li>
                <Button
                  onClick={() => openLoginPopup()}
                  onPointerEnter={preloadLoginPopup}
                  onFocus={preloadLoginPopup}
                >
                  {t('common.header.logIn')}
                </Button>
              </li>
            </ul>
          )}
        </nav>
      </div>
      {(signedIn || confirmSignOut) && (
        <Suspense fallback={null}>
          <SignOutDialog open={confirmSignOut} onClose={() => setConfirmSignOut(false)} />
        </Suspense>
      )}
    </header>
  );
}
