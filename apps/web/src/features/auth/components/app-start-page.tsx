import { useTranslation } from '../../../lib/use-translation';
import { Link } from 'react-router';
import { APP_PATHS } from '../../../lib/app-paths';

/** The app's Start screen (spec §2): log in, or sign up free (the app's sign-up select and steps). */
export function AppStartPage() {
  const { t } = useTranslation();
  return (
    <div className="app-start">
      <img className="app-start__logo" src="/icons/icon.svg" alt="" width={96} height={96} />
      <h1 className="app-title">{t('app.start.title')}</h1>
      <p>{t('app.start.text')}</p>
      <Link className="button button--primary button--block" to={APP_PATHS.login}>
        {t('app.start.logIn')}
      </Link>
      <Link className="button button--secondary button--block" to={APP_PATHS.signUp}>
        {t('app.start.signUp')}
      </Link>
    </div>
  );
}
