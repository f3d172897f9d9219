import { Navigate } from 'react-router';
import { OverviewPage } from '../../features/partner/components/overview-page';
import { usePortalContext } from '../../features/partner/hooks/use-portal-context';
import { PORTAL } from '../../features/partner/model/paths';

/** /partner: the overview for owners; the desk starts at the desk. */
export function Component() {
  const me = usePortalContext();
  if (me.club.role !== 'owner') return <Navigate to={PORTAL.desk} replace />;
  return <OverviewPage />;
}
