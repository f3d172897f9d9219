import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { closeLoginPopup } from '../../../lib/login-popup';
import { isInArea, PATHS } from '../../../lib/paths';
import { afterSignInPath, type Credentials, logIn } from '../../../lib/sign-in';
import { local } from '../../../lib/storage';
import { openMailVerifyPopup } from '../model/mail-verify-popup';

/**
 * The e-mail login of the popup (spec §4): on success the popup closes and the person goes to
 * /vouchers (replace), or back to a pending transfer; an unconfirmed e-mail opens the mail-verify
 * popup instead, in the app its Verify account screen (spec §4: the user goes to verify; web: the
 * verify popup).
 */
export function useLogIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useMutation({
    mutationFn: (credentials: Credentials) => logIn(queryClient, credentials),
    onSuccess: (outcome) => {
      closeLoginPopup();
      if (!outcome.confirmed) {
        if (isInArea(pathname, PATHS.app.root)) navigate(PATHS.app.verify);
        else openMailVerifyPopup(outcome.email);
        return;
      }
      const next = afterSignInPath(pathname, local.get('transferProcess'));
      if (next) navigate(next, { replace: true });
    },
  });
}
