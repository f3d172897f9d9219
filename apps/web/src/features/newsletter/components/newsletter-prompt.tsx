import { lazy, Suspense, useEffect, useState } from 'react';
import { useCurrentUser } from '../../../lib/current-user';
import { session } from '../../../lib/storage';

/** Spec §9: the popup opens 1000 ms after landing. */
export const NEWSLETTER_DELAY_MS = 1000;

// The popup itself is fetched while that second passes, only for a golfer it will open for.
const loadDialog = () => import('./newsletter-dialog');
const NewsletterDialog = lazy(() => loadDialog().then((module) => ({ default: module.NewsletterDialog })));

/**
 * The newsletter popup of spec §4: 1 s after a signed-in golfer whose e-mail is confirmed and who
 * has not been asked yet lands here, once per browser session (session newsletterShown).
 */
export function NewsletterPrompt() {
  const { data: user } = useCurrentUser();
  const eligible = Boolean(user?.email_confirmed && !user.newsletter_asked);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!eligible || session.get('newsletterShown')) return undefined;
    void loadDialog().catch(() => undefined);
    const timer = setTimeout(() => {
      session.set('newsletterShown', '1');
      setOpen(true);
    }, NEWSLETTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [eligible]);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <NewsletterDialog onClose={() => setOpen(false)} />
    </Suspense>
  );
}
