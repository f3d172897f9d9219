import { ProfilePage } from '../../../features/profile/components/profile-page';
import { MorePageFrame } from '../../app-shell/more-page-frame';

export function Component() {
  return (
    <MorePageFrame>
      <ProfilePage />
    </MorePageFrame>
  );
}
