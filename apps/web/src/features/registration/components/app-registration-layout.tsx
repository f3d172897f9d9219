import { useEffect } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { rememberAppAccountFlow } from '../../../lib/account-flow';
import { APP_PATHS } from '../../../lib/app-paths';
import { dispatchDraft } from '../model/draft-store';
import { APP_REGISTRATION, RegistrationAreaContext } from '../model/routes';
import './registration.css';

/**
 * The frame of the app's sign-up, verify account and forgot password (/app/sign-up…, /app/verify,
 * /app/forgot-password; spec §2 "Mobile and app screens"): the web's registration pages in the
 * app's phone layout, navigating within /app. Back, the page, and "Have an account? Sign in" to
 * the app's Log in screen. Verify account and forgot password remember that the mail they wait
 * for belongs to the app, so its link (opened on the phone) returns to the app.
 */
export function AppRegistrationLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const waitsForMail =
    location.pathname === APP_PATHS.verify || location.pathname === APP_PATHS.forgotPassword;
  useEffect(() => {
    if (waitsForMail) rememberAppAccountFlow();
  }, [waitsForMail]);

  const goBack = () => {
    // From the sign-up select, or a page opened directly, back is the Start screen.
    if (location.pathname === APP_PATHS.signUp || location.key === 'default') {
      dispatchDraft({ type: 'abort' });
      navigate(APP_PATHS.root);
    } else navigate(-1);
  };

  return (
    <RegistrationAreaContext value={APP_REGISTRATION}>
      <div className="registration registration--app">
        <Button variant="link" className="app-back" onClick={goBack}>
          <span aria-hidden="true">‹ </span>
          {t('registration.back')}
        </Button>
        <div className="registration__content">
          <Outlet />
        </div>
        <p className="registration__sign-in">
          {t('registration.haveAccount')}{' '}
          <Link to={APP_PATHS.login} onClick={() => dispatchDraft({ type: 'abort' })}>
            {t('registration.signIn')}
          </Link>
        </p>
      </div>
    </RegistrationAreaContext>
  );
}
