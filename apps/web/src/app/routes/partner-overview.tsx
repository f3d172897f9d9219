import { Navigate } from 'react-router';
import { ReportsPage } from '../../features/partner/components/reports-page';
import { usePortalContext } from '../../features/partner/hooks/use-portal-context';
import { PORTAL } from '../../features/partner/model/paths';

/** /partner: the owners' overview of a period (issue #35); the desk starts at the desk. */
export function Component() {
  const me = usePortalContext();
  if (me.club.role !== 'owner') return <Navigate to={PORTAL.desk} replace />;
  return <ReportsPage />;
}
