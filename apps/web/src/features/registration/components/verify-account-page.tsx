import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { Navigate, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { forgetAccountFlow } from '../../../lib/account-flow';
import { useSignOut } from '../../../lib/sign-out';
import { setUpDeviceKey } from '../../../lib/device-keys';
import { errorMessage } from '../../../lib/error-message';
import { signInIfConfirmed } from '../../../lib/sign-in';
import { readUnconfirmedSession } from '../../../lib/unconfirmed-session';
import { SUPPORT_EMAIL } from '../../../lib/site-links';
import { useResendVerification } from '../api/resend-verification';
import { dispatchDraft, useRegistrationDraft } from '../model/draft-store';
import { useRegistrationArea } from '../hooks/use-registration-navigate';

/**
 * /register/verify and the app's /app/verify (spec §2): the e-mail to check, what to do when
 * nothing arrives, Resend, a button for after confirming (asks GET /session on the session opened
 * at sign-up, which loads the user, and goes to /vouchers, in the app to its tabs, once the e-mail
 * is confirmed, first making the fingerprint or face key when the
 * sign-up chose the touch ID option), and "Wrong account? Log out".
 */
export function VerifyAccountPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signOut = useSignOut();
  const area = useRegistrationArea();
  const { data } = useRegistrationDraft();
  const email = data.email ?? readUnconfirmedSession()?.email;
  const resend = useResendVerification();
  const confirmed = useMutation({
    mutationFn: async () => {
      const outcome = await signInIfConfirmed(queryClient);
      // The touch ID option of the sign-up: the key is made now that the golfer is confirmed. A
      // refusal or cancel on the device does not hold the golfer up: More offers it again.
      if (outcome === 'signed-in' && data.use_touch_id) {
        await setUpDeviceKey(queryClient).catch(() => undefined);
      }
      return outcome;
    },
  });
  const signedIn = confirmed.data === 'signed-in';
  useEffect(() => {
    if (!signedIn) return;
    dispatchDraft({ type: 'abort' });
    forgetAccountFlow();
    navigate(area.signedIn, { replace: true });
  }, [signedIn, navigate, area.signedIn]);

  // Signed in: on the way in (the draft is gone, so do not fall back to the start of sign-up).
  if (signedIn) return null;
  if (!email) return <Navigate to={area.routes.start} replace />;

  const logOut = async () => {
    await signOut();
    dispatchDraft({ type: 'abort' });
    navigate(area.home, { replace: true });
  };

  return (
    <>
      <h1>{t('registration.verify.title')}</h1>
      <p>{t('registration.verify.intro', { email })}</p>
      <h2>{t('registration.verify.stepsTitle')}</h2>
      <ol className="registration__verify-steps">
        <li>{t('registration.verify.stepSpam')}</li>
        <li>{t('registration.verify.stepResend')}</li>
        <li>
          {t('registration.verify.stepSupport')} <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
        </li>
      </ol>
      {resend.isSuccess && (
        <p className="form-notice" role="status">
          {t('registration.verify.resent')}
        </p>
      )}
      {resend.isError && (
        <p className="form-alert" role="alert">
          {errorMessage(resend.error, t)}
        </p>
      )}
      {confirmed.data === 'unconfirmed' && (
        <p className="form-alert" role="alert">
          {t('registration.verify.notConfirmed')}
        </p>
      )}
      {confirmed.data === 'no-session' && (
        <p className="form-alert" role="alert">
          {t('registration.verify.logInInstead')}
        </p>
      )}
      {confirmed.isError && (
        <p className="form-alert" role="alert">
          {errorMessage(confirmed.error, t)}
        </p>
      )}
      <div className="registration__actions">
        <Button onClick={() => confirmed.mutate()} busy={confirmed.isPending}>
          {t('registration.verify.confirmed')}
        </Button>
        <Button variant="secondary" onClick={() => resend.mutate(email)} busy={resend.isPending}>
          {t('registration.verify.resend')}
        </Button>
      </div>
      <p className="registration__wrong-account">
        {t('registration.verify.wrongAccount')}{' '}
        <Button variant="link" onClick={logOut}>
          {t('registration.verify.logOut')}
        </Button>
      </p>
    </>
  );
}
