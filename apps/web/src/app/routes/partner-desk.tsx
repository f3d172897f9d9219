import { DeskPage } from '../../features/partner/components/desk-page';

export function Component() {
  return <DeskPage />;
}
