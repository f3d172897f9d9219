import { useTranslation } from '../../../lib/use-translation';
import { APP_STORE_URL, GOOGLE_PLAY_URL } from '../../../lib/site-links';

/** Links to the iOS and Android apps, drawn as store badges. */
export function AppLinks() {
  const { t } = useTranslation();
  return (
    <ul className="app-links">
      <li>
        <a className="store-badge" href={APP_STORE_URL} target="_blank" rel="noopener noreferrer">
          <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7-1.1-1.7-2.9-1.9-3.5-1.9-1.5-.2-2.9.9-3.7.9-.8 0-1.9-.9-3.2-.8-1.6 0-3.1 1-4 2.4-1.7 3-.4 7.3 1.2 9.7.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8s1.9.8 3.2.8c1.3 0 2.2-1.2 3-2.4.9-1.4 1.3-2.7 1.3-2.8-.1 0-2.5-1-2.5-3.8zM14 5.5c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1 .1 2.1-.6 2.8-1.4z"
            />
          </svg>
          <span>{t('pages.landing.appStore')}</span>
          <span className="visually-hidden"> {t('pages.landing.opensNewWindow')}</span>
        </a>
      </li>
      <li>
        <a className="store-badge" href={GOOGLE_PLAY_URL} target="_blank" rel="noopener noreferrer">
          <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
            <path fill="#34a853" d="M4 2.8 13.6 12 4 21.2c-.4-.2-.6-.6-.6-1.1V3.9c0-.5.2-.9.6-1.1z" />
            <path fill="#fbbc04" d="m16.8 15.2-3.2-3.2 3.2-3.2 3.6 2.1c1 .6 1 1.6 0 2.2z" />
            <path fill="#ea4335" d="M13.6 12 4 21.2c.3.2.8.2 1.3-.1l11.5-5.9z" />
            <path fill="#4285f4" d="M13.6 12 16.8 8.8 5.3 2.9c-.5-.3-1-.3-1.3-.1z" />
          </svg>
          <span>{t('pages.landing.googlePlay')}</span>
          <span className="visually-hidden"> {t('pages.landing.opensNewWindow')}</span>
        </a>
      </li>
    </ul>
  );
}
