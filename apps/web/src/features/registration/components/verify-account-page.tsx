import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useSignOut } from '../../../lib/current-user';
import { errorMessage } from '../../../lib/error-message';
import { logIn, readLoginData } from '../../../lib/sign-in';
import { SUPPORT_EMAIL } from '../../../lib/site-links';
import { useResendVerification } from '../api/resend-verification';
import { dispatchDraft, useRegistrationDraft } from '../model/draft-store';

/**
 * /register/verify (spec §2): the e-mail to check, what to do when nothing arrives, Resend, a
 * button for after confirming (logs in again with the sign-up details and goes to /vouchers once
 * the e-mail is confirmed), and "Wrong account? Log out".
 */
export function VerifyAccountPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signOut = useSignOut();
  const { data } = useRegistrationDraft();
  const email = data.email ?? readLoginData()?.email;
  const resend = useResendVerification();
  const confirmed = useMutation({
    mutationFn: async () => {
      const loginData = readLoginData();
      if (!loginData) throw new Error('no login data');
      return logIn(queryClient, loginData);
    },
    onSuccess: (outcome) => {
      if (!outcome.confirmed) return;
      dispatchDraft({ type: 'abort' });
      navigate('/vouchers', { replace: true });
    },
  });

  if (!email) return <Navigate to="/register" replace />;

  const logOut = async () => {
    await signOut();
    dispatchDraft({ type: 'abort' });
    navigate('/', { replace: true });
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
      {confirmed.data?.confirmed === false && (
        <p className="form-alert" role="alert">
          {t('registration.verify.notConfirmed')}
        </p>
      )}
      {confirmed.isError && (
        <p className="form-alert" role="alert">
          {readLoginData() ? errorMessage(confirmed.error, t) : t('registration.verify.logInInstead')}
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
