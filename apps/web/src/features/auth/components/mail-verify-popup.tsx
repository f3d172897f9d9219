import { resendVerification } from '@golfwallet/core/contracts/user/resend-verification';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/use-translation';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { api } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { openLoginPopup } from '../../../lib/login-popup';
import { afterSignInPath, signInIfConfirmed } from '../../../lib/sign-in';
import { local } from '../../../lib/storage';
import { endUnconfirmedSession } from '../../../lib/unconfirmed-session';
import { closeMailVerifyPopup, useMailVerifyPopup } from '../model/mail-verify-popup';

/**
 * The mail-verify popup (spec §2): "Send again" sends the verification mail again and then asks
 * GET /session on the unconfirmed login's session — if the e-mail has been confirmed meanwhile
 * that session signs in. "Back to login" returns to the login popup. Closing the popup ends the
 * unconfirmed session: nothing of the login outlives the popup.
 */
export function MailVerifyPopup() {
  const { t } = useTranslation();
  const { open, email } = useMailVerifyPopup();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const sendAgain = useMutation({
    mutationFn: async () => {
      await api(resendVerification, { body: { email } });
      return signInIfConfirmed(queryClient);
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
    void endUnconfirmedSession();
  };
  const backToLogin = () => {
    close();
    openLoginPopup('email');
  };

  return (
    <Dialog open={open} onClose={close} title={t('auth.mailVerify.title')} className="mail-verify-popup">
      <p>{t('auth.mailVerify.text', { email })}</p>
      {sendAgain.data === 'unconfirmed' && (
        <p className="form-notice" role="status">
          {t('auth.mailVerify.sent')}
        </p>
      )}
      {sendAgain.data === 'no-session' && (
        <p className="form-notice" role="status">
          {t('auth.mailVerify.loginAgain')}
        </p>
      )}
      {sendAgain.isError && (
        <p className="form-alert" role="alert">
          {errorMessage(sendAgain.error, t)}
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
