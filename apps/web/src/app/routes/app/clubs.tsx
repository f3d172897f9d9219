import { MyClubsPage } from '../../../features/clubs/components/my-clubs-page';
import { NewsletterPrompt } from '../../../features/newsletter/components/newsletter-prompt';

/**
 * My clubs, the app's first tab after logging in, with the two-step newsletter popup of spec §4
 * (as the web's /vouchers has it) for a golfer who has not been asked yet.
 */
export function Component() {
  return (
    <>
      <MyClubsPage />
      <NewsletterPrompt />
    </>
  );
}
