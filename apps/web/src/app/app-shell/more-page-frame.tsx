import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { APP_PATHS } from '../../lib/app-paths';
import { useSessionToken } from '../../lib/session';
import { useTranslation } from '../../lib/use-translation';

/**
 * A screen reached from More, with the way back to it. Signed out (the terms and privacy policy
 * opened from the sign-up's last step) there is no More: Back returns to where the golfer was.
 */
export function MorePageFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const signedIn = useSessionToken() !== null;
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <>
      {signedIn ? (
        <Link to={APP_PATHS.more} className="app-back">
          {t('app.more.back')}
        </Link>
      ) : (
        <Button
          variant="link"
          className="app-back"
          onClick={() => (location.key === 'default' ? navigate(APP_PATHS.root) : navigate(-1))}
        >
          <span aria-hidden="true">‹ </span>
          {t('common.back')}
        </Button>
      )}
      {children}
    </>
  );
}
