import { RedemptionsPage } from '../../features/partner/components/redemptions-page';

export function Component() {
  return <RedemptionsPage />;
}
