import type { UserProfile } from '@golfwallet/core/contracts/user/shapes';
import { MessageDialog } from '../../../components/ui/message-dialog';
import { useTranslation } from '../../../lib/use-translation';

/** What the change did: joined or changed union, or only the club within the same union. */
export type ChangeClubResult = 'union-changed' | 'club-changed';

/** What follows a change (spec §2): the union-changed popup, or the generic success popup. */
export function ChangeClubOutcome({
  result,
  user,
  onClose,
}: {
  result: ChangeClubResult | null;
  user: UserProfile;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <MessageDialog
        open={result === 'union-changed'}
        title={t('profile.club.unionChangedTitle')}
        buttonLabel={t('profile.gotIt')}
        onClose={onClose}
      >
        {t('profile.club.unionChangedText', { union: user.union_name ?? '' })}
      </MessageDialog>
      <MessageDialog
        open={result === 'club-changed'}
        title={t('profile.success.title')}
        buttonLabel={t('profile.gotIt')}
        onClose={onClose}
      >
        {t('profile.club.changedText')}
      </MessageDialog>
    </>
  );
}
