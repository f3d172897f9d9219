import { useRefreshMyClubs } from '../../../features/clubs/api/get-clubs';
import { CurrentClubSection } from '../../../features/clubs/components/current-club-section';
import { ChangeClubPage } from '../../../features/profile/components/change-club-page';
import { MorePageFrame } from '../../app-shell/more-page-frame';

/** Change club (spec §2 More): the request of the profile feature, with the current club it gives (§4). */
export function Component() {
  const refreshClubs = useRefreshMyClubs();
  return (
    <MorePageFrame>
      <ChangeClubPage onChanged={refreshClubs}>
        <CurrentClubSection />
      </ChangeClubPage>
    </MorePageFrame>
  );
}
