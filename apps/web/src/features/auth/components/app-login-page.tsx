import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { APP_PATHS } from '../../../lib/app-paths';
import { BiometricSignIn } from './biometric-sign-in';
import { EmailLoginForm } from './email-login-form';
import { GolfUnionSignIn } from './golf-union-sign-in';
import './auth.css';

/**
 * The app's Login screen (spec §2): the same e-mail login and golf-union sign-in as the web's
 * login popup, as a page (forgot password and sign-up open the app's screens), and fingerprint or face login where the device has it set up. After
 * logging in the golfer lands on My clubs.
 */
export function AppLoginPage() {
  const { t } = useTranslation();
  return (
    <div className="app-login">
      <Link to={APP_PATHS.root} className="app-back">
        {t('app.login.back')}
      </Link>
      <h1 className="app-title">{t('app.login.title')}</h1>
      <EmailLoginForm links={{ forgotPassword: APP_PATHS.forgotPassword, signUp: APP_PATHS.signUp }} />
      <BiometricSignIn />
      <GolfUnionSignIn />
    </div>
  );
}
