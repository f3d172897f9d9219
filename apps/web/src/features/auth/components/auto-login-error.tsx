import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { MessageDialog } from '../../../components/ui/message-dialog';
import { useCurrentUser } from '../../../lib/current-user';
import { currentUserQueryKey } from '../../../lib/current-user-key';
import { errorMessage, isNetworkError } from '../../../lib/error-message';
import { sessionToken, setSessionToken } from '../../../lib/session';
import { keepUnconfirmedSession } from '../../../lib/unconfirmed-session';
import { openMailVerifyPopup } from '../model/mail-verify-popup';

/**
 * Signing in with the stored token (spec §4, §8): loads the user while a token is stored. A 403
 * drops the token silently (in useCurrentUser); any other failure is told once. A user whose
 * e-mail is not confirmed is signed out and shown the mail-verify popup; the stored token becomes
 * the unconfirmed session that popup asks about. With `quietOffline` (the app, whose wallet works
 * without a connection) a lost connection is not told as a failure.
 */
export function AutoLoginError({ quietOffline = false }: { quietOffline?: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const [dismissed, setDismissed] = useState<unknown>(null);

  useEffect(() => {
    const token = sessionToken.get();
    if (token && user.data && !user.data.email_confirmed) {
      const email = user.data.email;
      keepUnconfirmedSession({ sessionId: token, email });
      setSessionToken(null);
      queryClient.removeQueries({ queryKey: currentUserQueryKey });
      openMailVerifyPopup(email);
    }
  }, [user.data, queryClient]);

  const failed = user.isError && user.error !== dismissed && !(quietOffline && isNetworkError(user.error));
  return (
    <MessageDialog
      open={failed}
      title={t('auth.autoLogin.errorTitle')}
      buttonLabel={t('auth.alert.ok')}
      onClose={() => setDismissed(user.error)}
    >
      {failed ? errorMessage(user.error, t) : ''}
    </MessageDialog>
  );
}
