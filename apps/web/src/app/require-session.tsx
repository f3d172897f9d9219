import { useEffect, useRef } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { openLoginPopup } from '../lib/login-popup';
import { useSessionToken } from '../lib/session';
import { PATHS } from '../lib/paths';

/**
 * The route element of every page that needs a signed-in golfer (spec §2: /vouchers, /profile).
 * A visitor who arrives signed out goes to / with the login popup open; someone who signs out or
 * deletes the account on such a page only leaves for / (log-out returns to /), without being asked
 * to log in again.
 */
export function RequireSession() {
  const token = useSessionToken();
  const navigate = useNavigate();
  const arrivedSignedOut = useRef(token === null);

  useEffect(() => {
    if (token) return;
    navigate(PATHS.landing, { replace: true });
    if (arrivedSignedOut.current) openLoginPopup();
  }, [token, navigate]);

  return token ? <Outlet /> : null;
}
