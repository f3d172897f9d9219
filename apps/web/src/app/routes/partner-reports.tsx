import { ReportsPage } from '../../features/partner/components/reports-page';

/** /partner/reports: the owners' back office for a period (issue #35). */
export function Component() {
  return <ReportsPage />;
}
