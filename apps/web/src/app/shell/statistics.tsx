import { useEffect } from 'react';
import { useSitePlace } from '../../components/ui/site-link';
import { useCookieDecision } from '../../lib/cookie-consent';

/**
 * Counts page views once, and only while, the visitor has accepted statistics cookies. The
 * counting module is imported on demand, so before consent it is neither fetched nor run.
 */
export function Statistics() {
  const { pathname } = useSitePlace();
  const allowed = useCookieDecision()?.statistics === true;
  useEffect(() => {
    if (!allowed) return;
    let current = true;
    void import('../../lib/page-views').then(({ countPageView }) => {
      if (current) countPageView(pathname);
    });
    return () => {
      current = false;
    };
  }, [allowed, pathname]);
  return null;
}
