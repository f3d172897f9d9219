import { AuditPage } from '../../features/partner/components/audit-page';

export function Component() {
  return <AuditPage />;
}
