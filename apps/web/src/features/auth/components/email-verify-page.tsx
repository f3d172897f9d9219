import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useNavigate, useSearchParams } from 'react-router';
import { MessageDialog } from '../../../components/ui/message-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { takeAppAccountFlow } from '../../../lib/account-flow';
import { APP_PATHS } from '../../../lib/app-paths';
import { openLoginPopup } from '../../../lib/login-popup';
import { local } from '../../../lib/storage';
import { readUnconfirmedSession } from '../../../lib/unconfirmed-session';
import { useVerifyEmail } from '../api/verify-email';
import { browser } from '../../../lib/browser';
import './auth.css';
import { PATHS } from '../../../lib/paths';

/**
 * /email-verify?key= (spec §4): confirms the e-mail once. Success opens "Mail confirmed", which
 * greets the name kept at sign-up and, on desktop, opens the login popup when closed; after a
 * sign-up in the app it returns to the app instead (its verify account where this tab signed up,
 * else its Log in); a bad key says "Invalid code" and goes to /.
 */
export function EmailVerifyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const key = params.get('key')?.trim() ?? '';
  const verify = useVerifyEmail();
  const started = useRef(false);
  const [invalid, setInvalid] = useState(false);
  const [name, setName] = useState<string | null>(null);

  useEffect(() => {
    // Once only: the key is single-use, and StrictMode runs effects twice in development.
    if (started.current) return;
    started.current = true;
    if (!key) {
      setInvalid(true);
      return;
    }
    verify.mutate(key, {
      onSuccess: (result) => setName(local.get('registerName') || result.first_name || ''),
      onError: () => setInvalid(true),
    });
  }, [key, verify]);

  const closeConfirmed = () => {
    local.remove('registerName');
    setName(null);
    if (takeAppAccountFlow()) {
      navigate(readUnconfirmedSession() ? APP_PATHS.verify : APP_PATHS.login, { replace: true });
      return;
    }
    navigate(PATHS.landing, { replace: true });
    if (browser.isDesktop()) openLoginPopup('email');
  };

  return (
    <div className="auth-page">
      <h1>{t('auth.emailVerify.title')}</h1>
      {verify.isPending && (
        <>
          <p>{t('auth.emailVerify.verifying')}</p>
          <Spinner />
        </>
      )}
      <MessageDialog
        open={name !== null}
        title={t('auth.mailConfirmed.title')}
        buttonLabel={t('auth.mailConfirmed.great')}
        onClose={closeConfirmed}
      >
        <p className="dialog__text">
          {name ? t('auth.mailConfirmed.greeting', { name }) : t('auth.mailConfirmed.greetingNoName')}
        </p>
        <p className="dialog__text">{t('auth.mailConfirmed.text')}</p>
      </MessageDialog>
      <MessageDialog
        open={invalid}
        title={t('auth.emailVerify.errorTitle')}
        buttonLabel={t('auth.alert.ok')}
        onClose={() => navigate(PATHS.landing, { replace: true })}
      >
        {t('errors.invalidCode')}
      </MessageDialog>
    </div>
  );
}
