import { useEffect } from 'react';
import { openLoginPopup } from '../../../lib/login-popup';
import { local } from '../../../lib/storage';

/**
 * Spec §2: the front page opens the login popup when the local flag logInPopupIsOpen says so,
 * and removes the flag, so it happens once.
 */
export function useLoginPopupFlag() {
  useEffect(() => {
    const flag = local.get('logInPopupIsOpen');
    if (flag === null) return;
    local.remove('logInPopupIsOpen');
    if (flag !== 'false' && flag !== '0' && flag !== '') openLoginPopup();
  }, []);
}
