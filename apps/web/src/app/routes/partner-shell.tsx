import { PortalShell } from '../../features/partner/components/portal-shell';

export function Component() {
  return <PortalShell />;
}
