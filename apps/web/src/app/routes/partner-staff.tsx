import { StaffPage } from '../../features/partner/components/staff-page';

export function Component() {
  return <StaffPage />;
}
