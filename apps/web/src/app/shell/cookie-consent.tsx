import { formatDateTime } from '@golfwallet/core/format/dates';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../components/ui/button';
import { SiteLink } from '../../components/ui/site-link';
import { decideCookies, recordCookieConsent, useCookieDecision } from '../../lib/cookie-consent';
import { currentLocale } from '../../lib/i18n';
import { PATHS } from '../../lib/paths';
import { useSessionToken } from '../../lib/session';

/**
 * The cookie consent of the privacy policy (§6): until the visitor decides, a panel asks; "Accept
 * all" allows statistics, "Necessary only" keeps to the cookies the site needs. The cookie icon at
 * the bottom left opens the panel again at any time, showing the decision and when it was made,
 * so consent can be withdrawn with "Necessary only". A signed-in golfer's choice is recorded on the
 * account, also one made before signing in.
 */
export function CookieConsent() {
  const { t } = useTranslation();
  const decision = useCookieDecision();
  const [open, setOpen] = useState(false);
  const showPanel = decision === null || open;
  const token = useSessionToken();

  // A choice made before signing in goes to the account when a session starts (once).
  useEffect(() => {
    if (token) recordCookieConsent();
  }, [token]);

  const choose = (statistics: boolean) => {
    decideCookies(statistics);
    recordCookieConsent();
    setOpen(false);
  };

  return (
    <>
      {showPanel && (
        <section className="cookie-consent" aria-labelledby="cookie-consent-title">
          <h2 id="cookie-consent-title">{t('common.cookies.title')}</h2>
          <p>
            {t('common.cookies.text')}{' '}
            <SiteLink to={PATHS.privacy}>{t('common.cookies.privacyLink')}</SiteLink>
          </p>
          {decision && (
            <p className="cookie-consent__decision">
              {t('common.cookies.decided', {
                choice: decision.statistics
                  ? t('common.cookies.acceptAll')
                  : t('common.cookies.necessaryOnly'),
                time: formatDateTime(
                  new Date(decision.decided_at),
                  Intl.DateTimeFormat().resolvedOptions().timeZone,
                  currentLocale(),
                ),
              })}
            </p>
          )}
          <div className="cookie-consent__actions">
            <Button onClick={() => choose(true)}>{t('common.cookies.acceptAll')}</Button>
            <Button variant="secondary" onClick={() => choose(false)}>
              {t('common.cookies.necessaryOnly')}
            </Button>
            {decision && (
              <Button variant="link" onClick={() => setOpen(false)}>
                {t('common.close')}
              </Button>
            )}
          </div>
        </section>
      )}
      <button
        type="button"
        className="cookie-icon"
        aria-label={t('common.cookies.settings')}
        aria-expanded={showPanel}
        onClick={() => setOpen((value) => !value)}
      >
        <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
          <path
            d="M16 3a13 13 0 1 0 13 13 5 5 0 0 1-6-5 5 5 0 0 1-5-6 3 3 0 0 1-2-2z"
            fill="#c98a3d"
            stroke="#7a4f1d"
            strokeWidth="1.5"
          />
          <circle cx="11" cy="13" r="1.8" fill="#5b3613" />
          <circle cx="18" cy="20" r="1.8" fill="#5b3613" />
          <circle cx="10" cy="21" r="1.5" fill="#5b3613" />
          <circle cx="22" cy="15" r="1.3" fill="#5b3613" />
        </svg>
      </button>
    </>
  );
}
