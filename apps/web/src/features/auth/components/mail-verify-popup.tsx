import { resendVerification } from '@golfwallet/core/contracts/user/resend-verification';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { api } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { openLoginPopup } from '../../../lib/login-popup';
import { afterSignInPath, logIn, readLoginData } from '../../../lib/sign-in';
import { local } from '../../../lib/storage';
import { closeMailVerifyPopup, useMailVerifyPopup } from '../model/mail-verify-popup';

/**
 * The mail-verify popup (spec §2): "Send again" repeats the login with the stored loginData — if
 * the e-mail has been confirmed meanwhile that signs in, otherwise the verification mail is sent
 * again — and "Back to login" returns to the login popup.
 */
export function MailVerifyPopup() {
  const { t } = useTranslation();
  const { open, email } = useMailVerifyPopup();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const sendAgain = useMutation({
    mutationFn: async () => {
      const loginData = readLoginData();
      if (!loginData) throw new Error('no login data');
      const outcome = await logIn(queryClient, loginData);
      if (outcome.confirmed) return 'signed-in' as const;
      await api(resendVerification, { body: { email: outcome.email } });
      return 'sent' as const;
    },
    onSuccess: (result) => {
      if (result !== 'signed-in') return;
      closeMailVerifyPopup();
      const next = afterSignInPath(pathname, local.get('transferProcess'));
      if (next) navigate(next, { replace: true });
    },
  });

  const close = () => {
    sendAgain.reset();
    closeMailVerifyPopup();
  };
  const backToLogin = () => {
    close();
    openLoginPopup('email');
  };

  return (
    <Dialog open={open} onClose={close} title={t('auth.mailVerify.title')} className="mail-verify-popup">
      <p>{t('auth.mailVerify.text', { email })}</p>
      {sendAgain.data === 'sent' && (
        <p className="form-notice" role="status">
          {t('auth.mailVerify.sent')}
        </p>
      )}
      {sendAgain.isError && (
        <p className="form-alert" role="alert">
          {readLoginData() ? errorMessage(sendAgain.error, t) : t('auth.mailVerify.loginAgain')}
        </p>
      )}
      <div className="dialog__actions">
        <Button onClick={() => sendAgain.mutate()} busy={sendAgain.isPending}>
          {t('auth.mailVerify.sendAgain')}
        </Button>
        <Button variant="secondary" onClick={backToLogin}>
          {t('auth.mailVerify.backToLogin')}
        </Button>
      </div>
    </Dialog>
  );
}
