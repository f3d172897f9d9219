import { Navigate } from 'react-router';
import { PORTAL } from '../../features/partner/model/paths';

/** /partner/reports: the period's figures and reports are the overview now (issue #35). */
export function Component() {
  return <Navigate to={PORTAL.root} replace />;
}
