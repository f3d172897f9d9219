import { useEffect } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { forgetAccountFlow } from '../../../lib/account-flow';
import { local } from '../../../lib/storage';
import { applyRegistrationParams, dispatchDraft } from '../model/draft-store';
import './registration.css';
import { PATHS } from '../../../lib/paths';

/**
 * Runs before the registration pages render: applies the `data` and `referral` query parameters
 * (spec §2), so a step page sees its prefilled data on its first render.
 */
export function registrationLoader({ request }: { request: Request }) {
  applyRegistrationParams(new URL(request.url).searchParams);
  return null;
}

/**
 * The frame of every /register page: back button, the page, and a Sign in link. A flow on the web
 * site keeps its mailed links on the web, even after one begun in the app.
 */
export function RegistrationLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => forgetAccountFlow(), []);

  const goBack = () => {
    // A page opened directly has no history inside the site: go to the start of registration.
    if (location.pathname === PATHS.register.start) {
      dispatchDraft({ type: 'abort' });
      navigate(PATHS.landing);
    } else if (location.key === 'default') navigate(PATHS.register.start);
    else navigate(-1);
  };

  const signIn = () => {
    dispatchDraft({ type: 'abort' });
    local.set('logInPopupIsOpen', 'true');
    navigate(PATHS.landing);
  };

  return (
    <div className="registration">
      <div className="registration__bar">
        <Button variant="link" className="registration__back" onClick={goBack}>
          <span aria-hidden="true">‹ </span>
          {t('registration.back')}
        </Button>
        <Link to={PATHS.landing} className="registration__home">
          {t('registration.home')}
        </Link>
      </div>
      <div className="registration__content">
        <Outlet />
      </div>
      <p className="registration__sign-in">
        {t('registration.haveAccount')}{' '}
        <Button variant="link" onClick={signIn}>
          {t('registration.signIn')}
        </Button>
      </p>
    </div>
  );
}
