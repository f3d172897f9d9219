import { serverToDashed } from '@golfwallet/core/format/dates';
import type { UserProfile } from '@golfwallet/core/contracts/user/shapes';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { useLocation } from 'react-router';
import { MessageDialog } from '../../../components/ui/message-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { useCurrentUser } from '../../../lib/current-user';
import { errorMessage } from '../../../lib/error-message';
import { currentLocale } from '../../../lib/i18n';
import { useSections } from '../../../lib/use-sections';
import { type ChangeClubResult, ChangeClubOutcome } from './change-club-outcome';
import { DataExportSection } from './data-export-section';
import { DeleteAccountSection } from './delete-account-section';
import { ProfileEditForm } from './profile-edit-form';
import './profile.css';

// Loaded when shown: the popup when it is opened, the golf-ID section with its texts, the list of
// signed-in devices below the form.
const ChangeClubDialog = lazy(() =>
  import('./change-club-dialog').then((module) => ({ default: module.ChangeClubDialog })),
);
const ActiveSessionsSection = lazy(() =>
  import('./active-sessions-section').then((module) => ({ default: module.ActiveSessionsSection })),
);
const GolfIdLinkSection = lazy(() =>
  import('./golf-id-link-section').then((module) => ({ default: module.GolfIdLinkSection })),
);

/** /profile (spec §2): signed in only (the route's RequireSession sees to that). */
export function ProfilePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (user.isPending) return <Spinner />;
  if (user.isError || !user.data) {
    return (
      <div className="profile">
        <h1>{t('profile.title')}</h1>
        <p className="form-alert" role="alert">
          {user.isError ? errorMessage(user.error, t) : t('errors.unauthenticated')}
        </p>
      </div>
    );
  }
  return <Profile user={user.data} />;
}

/** What a union sign-in started here did (router state from the sign-in's return page). */
function useGolfIdLinkResult() {
  const { state } = useLocation();
  const found = (state as { golfIdLink?: { golfId?: unknown; linked?: unknown } } | null)?.golfIdLink;
  return found && typeof found.golfId === 'string'
    ? { golfId: found.golfId, linked: found.linked === true }
    : null;
}

function Profile({ user }: { user: UserProfile }) {
  // The golf-ID texts are not among the page texts every page loads: fetched here, shown once here.
  const federationTexts = useSections(currentLocale(), ['federation']).status;
  const { t } = useTranslation();
  const linkResult = useGolfIdLinkResult();
  const [linkShown, setLinkShown] = useState(linkResult !== null);
  const [clubOpen, setClubOpen] = useState(false);
  const [clubResult, setClubResult] = useState<ChangeClubResult | null>(null);
  const member = user.union_id !== null;

  const readOnly = (
    <dl className="profile__facts">
      <div className="profile__row">
        <dt>{t('profile.fields.birthday')}</dt>
        <dd>{(user.birth_date && serverToDashed(user.birth_date)) || t('profile.notSet')}</dd>
      </div>
      <div className="profile__row">
        <dt>{t('profile.fields.union')}</dt>
        <dd>
          {member ? (
            user.union_name
          ) : (
            <button type="button" className="button button--link" onClick={() => setClubOpen(true)}>
              {t('profile.club.addUnion')}
            </button>
          )}
        </dd>
      </div>
      {member && (
        <>
          <div className="profile__row">
            <dt>{t('profile.fields.memberNumber')}</dt>
            <dd>{user.member_number}</dd>
          </div>
          <div className="profile__row">
            <dt>{t('profile.fields.clubName')}</dt>
            <dd className="profile__club">
              <span>{user.club_name || t('profile.notSet')}</span>
              <button type="button" className="button button--secondary" onClick={() => setClubOpen(true)}>
                {t('profile.club.change')}
              </button>
            </dd>
          </div>
        </>
      )}
    </dl>
  );

  return (
    <div className="profile">
      <h1>{t('profile.title')}</h1>
      <ProfileEditForm user={user} readOnly={readOnly} />
      <Suspense fallback={null}>
        {federationTexts === 'ready' && <GolfIdLinkSection defaultCountry={user.country} />}
      </Suspense>
      <Suspense fallback={null}>
        <ActiveSessionsSection />
      </Suspense>
      <DataExportSection user={user} />
      <DeleteAccountSection user={user} />
      <MessageDialog
        open={linkShown && linkResult !== null && federationTexts === 'ready'}
        title={t('federation.profileTitle')}
        buttonLabel={t('profile.gotIt')}
        onClose={() => setLinkShown(false)}
      >
        {linkResult?.linked
          ? t('federation.profileLinked', { golfId: linkResult.golfId })
          : t('federation.profileTaken')}
      </MessageDialog>
      {clubOpen && (
        <Suspense fallback={null}>
          <ChangeClubDialog
            open
            user={user}
            onClose={() => setClubOpen(false)}
            onChanged={(result) => {
              setClubOpen(false);
              setClubResult(result);
            }}
          />
        </Suspense>
      )}
      <ChangeClubOutcome result={clubResult} user={user} onClose={() => setClubResult(null)} />
    </div>
  );
}
