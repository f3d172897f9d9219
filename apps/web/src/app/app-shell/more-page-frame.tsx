import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { Link } from 'react-router';
import { APP_PATHS } from '../../lib/app-paths';

/** A screen reached from More, with the way back to it. */
export function MorePageFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <Link to={APP_PATHS.more} className="app-back">
        {t('app.more.back')}
      </Link>
      {children}
    </>
  );
}
