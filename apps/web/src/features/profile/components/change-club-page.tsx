import type { UserProfile } from '@golfwallet/core/contracts/user/shapes';
import { type ReactNode, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { useCurrentUser } from '../../../lib/current-user';
import { errorMessage } from '../../../lib/error-message';
import { useTranslation } from '../../../lib/use-translation';
import { ChangeClubRequest } from './change-club-dialog';
import { type ChangeClubResult, ChangeClubOutcome } from './change-club-outcome';
import './profile.css';

/**
 * The app's Change club (spec §2 More: union plus member number, request): the golfer's union and
 * club, `children` (the app shows the current club it gives, spec §4), the request and its
 * outcome popups. A golfer without a union adds one here. `onChanged` follows a change.
 */
export function ChangeClubPage({ children, onChanged }: { children?: ReactNode; onChanged?: () => void }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (user.isPending) return <Spinner />;
  if (user.isError || !user.data) {
    return (
      <p className="form-alert" role="alert">
        {user.isError ? errorMessage(user.error, t) : t('errors.unauthenticated')}
      </p>
    );
  }
  return (
    <ChangeClub user={user.data} onChanged={onChanged}>
      {children}
    </ChangeClub>
  );
}

function ChangeClub({
  user,
  children,
  onChanged,
}: {
  user: UserProfile;
  children?: ReactNode;
  onChanged?: () => void;
}) {
  const { t } = useTranslation();
  const [result, setResult] = useState<ChangeClubResult | null>(null);
  const member = user.union_id !== null;
  return (
    <div className="profile change-club">
      <h1 className="app-title">
        {member ? t('profile.club.changeTitle') : t('profile.club.addUnionTitle')}
      </h1>
      <dl className="profile__facts">
        <div className="profile__row">
          <dt>{t('profile.fields.union')}</dt>
          <dd>{user.union_name || t('profile.notSet')}</dd>
        </div>
        {member && (
          <div className="profile__row">
            <dt>{t('profile.fields.clubName')}</dt>
            <dd>{user.club_name || t('profile.notSet')}</dd>
          </div>
        )}
      </dl>
      {children}
      <ChangeClubRequest
        user={user}
        onChanged={(changed) => {
          setResult(changed);
          onChanged?.();
        }}
      />
      <ChangeClubOutcome result={result} user={user} onClose={() => setResult(null)} />
    </div>
  );
}
