import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { APP_PATHS } from '../../lib/app-paths';
import { device } from '../../lib/platform/device';

// Loaded after the menu (neither is on the first load of the More tab, issue 13): the fingerprint
// set-up shows only where the device has one, the sign-out confirmation only when asked for.
const BiometricSetup = lazy(() =>
  import('../../features/auth/components/biometric-setup').then((module) => ({
    default: module.BiometricSetup,
  })),
);
const SignOutDialog = lazy(() =>
  import('../shell/sign-out-dialog').then((module) => ({ default: module.SignOutDialog })),
);

const LINKS = [
  { to: APP_PATHS.notifications, label: 'app.more.notifications' },
  { to: APP_PATHS.history, label: 'app.more.history' },
  { to: APP_PATHS.cards, label: 'app.more.cards' },
  { to: APP_PATHS.profile, label: 'app.more.profile' },
  { to: APP_PATHS.changeClub, label: 'app.more.changeClub' },
  { to: APP_PATHS.language, label: 'app.more.language' },
  { to: APP_PATHS.feedback, label: 'app.more.feedback' },
  { to: APP_PATHS.faq, label: 'app.more.faq' },
  { to: APP_PATHS.terms, label: 'app.more.terms' },
  { to: APP_PATHS.privacy, label: 'app.more.privacy' },
  { to: APP_PATHS.contact, label: 'app.more.contact' },
] as const;

/**
 * The More tab (spec §2): notifications, history, My credit cards (in the Shop tab), profile (with
 * delete account), change club, language, feedback, share the app, FAQ, terms, privacy policy,
 * contact us and log out with confirmation.
 */
export function MoreMenu() {
  const { t } = useTranslation();
  const [signingOut, setSigningOut] = useState(false);
  // The confirmation is mounted from the first Log out on, so that closing it returns the focus as a dialog does.
  const [signOutAsked, setSignOutAsked] = useState(false);
  const [shared, setShared] = useState(false);

  const share = async () => {
    const url = new URL(APP_PATHS.root, window.location.origin).toString();
    const how = await device()
      .then((features) =>
        features.share.share({ title: t('common.appName'), text: t('app.more.shareText'), url }),
      )
      .catch(() => null);
    setShared(how === 'copied');
  };

  return (
    <div className="more">
      <h1 className="app-title">{t('app.more.title')}</h1>
      <ul className="app-menu">
        {LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{t(link.label)}</Link>
          </li>
        ))}
        <li>
          <button type="button" onClick={share}>
            {t('app.more.share')}
          </button>
        </li>
        <li>
          <button
            type="button"
            onClick={() => {
              setSignOutAsked(true);
              setSigningOut(true);
            }}
          >
            {t('app.more.logOut')}
          </button>
        </li>
      </ul>
      {shared && (
        <p className="app-success" role="status">
          {t('app.more.shared')}
        </p>
      )}
      <Suspense fallback={null}>
        <BiometricSetup />
      </Suspense>
      {signOutAsked && (
        <Suspense fallback={null}>
          <SignOutDialog
            open={signingOut}
            onClose={() => setSigningOut(false)}
            afterSignOut={APP_PATHS.root}
          />
        </Suspense>
      )}
    </div>
  );
}
