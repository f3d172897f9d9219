import { lazy, Suspense } from 'react';
import { MyClubsPage } from '../../../features/clubs/components/my-clubs-page';
import { useCurrentUser } from '../../../lib/current-user';

const NewsletterPrompt = lazy(() =>
  import('../../../features/newsletter/components/newsletter-prompt').then((module) => ({
    default: module.NewsletterPrompt,
  })),
);

/**
 * My clubs, the app's first tab after logging in, with the two-step newsletter popup of spec §4
 * (as the web's /vouchers has it) for a golfer who has not been asked yet; only such a golfer
 * loads its code.
 */
export function Component() {
  const user = useCurrentUser().data;
  const ask = Boolean(user?.email_confirmed && !user.newsletter_asked);
  return (
    <>
      <MyClubsPage />
      {ask && (
        <Suspense fallback={null}>
          <NewsletterPrompt />
        </Suspense>
      )}
    </>
  );
}
