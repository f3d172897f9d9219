import { lazy, Suspense, useEffect, useState } from 'react';
import { useMailVerifyPopup } from '../../features/auth/model/mail-verify-popup';
import { currentLocale } from '../../lib/i18n';
import { useLoginPopup } from '../../lib/login-popup';
import { useSessionToken } from '../../lib/session';
import { useSections } from '../../lib/use-sections';

/** The texts of the login popup and the popups around signing in (loaded with its code). */
const LOGIN_SECTIONS = ['auth', 'errors', 'validation'] as const;
const loadLoginPopup = () => import('../../features/auth/components/login-popup');
const LoginPopup = lazy(() => loadLoginPopup().then((module) => ({ default: module.LoginPopup })));

/** Starts fetching the login popup's code early, e.g. when the pointer reaches "Log in". */
export function preloadLoginPopup() {
  void loadLoginPopup();
}

/**
 * Mounts the login popup and the popups that belong to signing in (mail verify, the auto-login
 * error) as soon as one of them can matter: the login popup is opened, the mail-verify popup is
 * asked for, or a token is stored (the auto-login checks it and may find the e-mail unconfirmed).
 * A signed-out visitor who never opens it does not load that code; once mounted it stays.
 */
export function LoginPopupSlot({ quietOffline = false }: { quietOffline?: boolean }) {
  const { open } = useLoginPopup();
  const mailVerify = useMailVerifyPopup().open;
  const token = useSessionToken();
  const translations = useSections(currentLocale(), LOGIN_SECTIONS).status;
  const needed = open || mailVerify || token !== null;
  const [mounted, setMounted] = useState(needed);
  if (needed && !mounted) setMounted(true);
  useEffect(() => {
    if (mounted) preloadLoginPopup();
  }, [mounted]);
  if (!mounted || translations === 'loading') return null;
  return (
    <Suspense fallback={null}>
      <LoginPopup quietOffline={quietOffline} />
    </Suspense>
  );
}
