import { useTranslation } from '../../lib/use-translation';
import { NavLink } from 'react-router';
import { useInbox } from '../../features/notifications/api/notifications';
import { APP_PATHS } from '../../lib/app-paths';

/** The seven tabs of spec §2, each with a small drawn icon. */
const TABS = [
  { to: APP_PATHS.clubs, label: 'app.tabs.clubs', icon: 'M12 2v15M12 3l7 3-7 3M5 21c2-3 12-3 14 0' },
  {
    to: APP_PATHS.vouchers,
    label: 'app.tabs.vouchers',
    icon: 'M3 7h18v4a2 2 0 0 0 0 4v4H3v-4a2 2 0 0 0 0-4zM14 7v12',
  },
  { to: APP_PATHS.transfer, label: 'app.tabs.transfer', icon: 'M4 12h14M13 6l6 6-6 6' },
  { to: APP_PATHS.upload, label: 'app.tabs.upload', icon: 'M12 19V5M6 11l6-6 6 6M4 21h16' },
  { to: APP_PATHS.shop, label: 'app.tabs.shop', icon: 'M5 8h14l-1 12H6zM9 8a3 3 0 0 1 6 0' },
  { to: APP_PATHS.wallet, label: 'app.tabs.wallet', icon: 'M3 7h18v12H3zM3 7l13-4v4M16 13h2' },
  { to: APP_PATHS.more, label: 'app.tabs.more', icon: 'M5 12h.01M12 12h.01M19 12h.01' },
] as const;

/** The app's tab bar along the bottom of the screen (above the home indicator). */
export function TabBar() {
  const { t } = useTranslation();
  const unread = useInbox().data?.unread ?? 0;
  return (
    <nav className="tab-bar" aria-label={t('app.tabs.label')}>
      <ul className="tab-bar__list">
        {TABS.map((tab) => (
          <li key={tab.to}>
            <NavLink to={tab.to} className="tab-bar__tab">
              <svg className="tab-bar__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d={tab.icon} />
              </svg>
              <span className="tab-bar__label" data-label={t(tab.label)}>
                {t(tab.label)}
              </span>
              {tab.to === APP_PATHS.more && unread > 0 && (
                <span className="tab-bar__badge">
                  <span aria-hidden="true">{unread}</span>
                  <span className="visually-hidden">{t('app.tabs.unread', { count: unread })}</span>
                </span>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
