import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { Dialog } from '../../../components/ui/dialog';
import { Tabs } from '../../../components/ui/tabs';
import { closeLoginPopup, openLoginPopup, useLoginPopup } from '../../../lib/login-popup';
import './auth.css';
import { AutoLoginError } from './auto-login-error';
import { BiometricSignIn } from './biometric-sign-in';
import { EmailLoginForm } from './email-login-form';
import { GolfUnionSignIn } from './golf-union-sign-in';
import { MailVerifyPopup } from './mail-verify-popup';
import { PATHS } from '../../../lib/paths';

/**
 * The login popup (spec §2): tabs golfbox (default) and email; a click outside closes it; under
 * them fingerprint or face login where this device holds a key (the app's Log in screen's). Also
 * renders the popups that belong to signing in: mail verify, and an auto-login failure.
 */
export function LoginPopup({ quietOffline = false }: { quietOffline?: boolean }) {
  const { t } = useTranslation();
  const { open, tab } = useLoginPopup();
  const tabs = [
    { id: 'golfbox', label: t('auth.login.tabGolfbox') },
    { id: 'email', label: t('auth.login.tabEmail') },
  ] as const;

  return (
    <>
      <Dialog open={open} onClose={closeLoginPopup} title={t('auth.login.title')} className="login-popup">
        <Tabs
          label={t('auth.login.tabs')}
          tabs={tabs}
          value={tab}
          onChange={openLoginPopup}
          variant="underline"
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
        </Tabs>
        <BiometricSignIn />
      </Dialog>
      <MailVerifyPopup />
      <AutoLoginError quietOffline={quietOffline} />
    </>
  );
}
