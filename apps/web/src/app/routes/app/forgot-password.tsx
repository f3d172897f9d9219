import { ForgotPasswordPage } from '../../../features/auth/components/forgot-password-page';
import { APP_PATHS } from '../../../lib/app-paths';

/** The app's Forgot password (spec §2): the web's page; Go back returns to the app's Log in. */
export function Component() {
  return <ForgotPasswordPage logInPath={APP_PATHS.login} />;
}
