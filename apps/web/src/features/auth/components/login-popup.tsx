import { type KeyboardEvent, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { closeLoginPopup, type LoginTab, openLoginPopup, useLoginPopup } from '../../../lib/login-popup';
import './auth.css';
import { AutoLoginError } from './auto-login-error';
import { EmailLoginForm } from './email-login-form';
import { GolfUnionSignIn } from './golf-union-sign-in';
import { MailVerifyPopup } from './mail-verify-popup';
import { PATHS } from '../../../lib/paths';

const TABS: LoginTab[] = ['golfbox', 'email'];

/**
 * The login popup (spec §2): tabs golfbox (default) and email; a click outside closes it. Also
 * renders the popups that belong to signing in: mail verify, and an auto-login failure.
 */
export function LoginPopup({ quietOffline = false }: { quietOffline?: boolean }) {
  const { t } = useTranslation();
  const { open, tab } = useLoginPopup();
  const baseId = useId();
  const tabRefs = useRef<Record<LoginTab, HTMLButtonElement | null>>({ golfbox: null, email: null });

  const select = (next: LoginTab) => {
    openLoginPopup(next);
    tabRefs.current[next]?.focus();
  };

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = TABS.indexOf(tab);
    let next: LoginTab | undefined;
    if (event.key === 'ArrowRight') next = TABS[(index + 1) % TABS.length];
    else if (event.key === 'ArrowLeft') next = TABS[(index - 1 + TABS.length) % TABS.length];
    else if (event.key === 'Home') next = TABS[0];
    else if (event.key === 'End') next = TABS[TABS.length - 1];
    if (next) {
      event.preventDefault();
      select(next);
    }
  };

  const tabLabel = (name: LoginTab) =>
    name === 'golfbox' ? t('auth.login.tabGolfbox') : t('auth.login.tabEmail');

  return (
    <>
      <Dialog open={open} onClose={closeLoginPopup} title={t('auth.login.title')} className="login-popup">
        <div className="login-popup__tabs" role="tablist" aria-label={t('auth.login.tabs')}>
          {TABS.map((name) => (
            <button
              key={name}
              ref={(element) => {
                tabRefs.current[name] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${name}`}
              aria-selected={tab === name}
              aria-controls={`${baseId}-panel-${name}`}
              tabIndex={tab === name ? 0 : -1}
              className={`login-popup__tab${tab === name ? ' login-popup__tab--active' : ''}`}
              onClick={() => select(name)}
              onKeyDown={onTabKey}
            >
              {tabLabel(name)}
            </button>
          ))}
        </div>
        <div
          role="tabpanel"
          id={`${baseId}-panel-${tab}`}
          aria-labelledby={`${baseId}-tab-${tab}`}
          className="login-popup__panel"
        >
          {tab === 'golfbox' ? (
            <div className="login-popup__golfbox">
              <p>{t('auth.login.golfboxIntro')}</p>
              <GolfUnionSignIn onLeave={closeLoginPopup} />
              <p className="login-form__create">
                {t('auth.login.noAccount')}{' '}
                <Link to={PATHS.register.start} onClick={closeLoginPopup}>
                  {t('auth.login.createAccount')}
                </Link>
              </p>
            </div>
          ) : (
            <EmailLoginForm />
          )}
        </div>
      </Dialog>
      <MailVerifyPopup />
      <AutoLoginError quietOffline={quietOffline} />
    </>
  );
}
