import { NotificationsPage } from '../../../features/notifications/components/notifications-page';
import { MorePageFrame } from '../../app-shell/more-page-frame';

export function Component() {
  return (
    <MorePageFrame>
      <NotificationsPage />
    </MorePageFrame>
  );
}
