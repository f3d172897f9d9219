import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useCookieDecision } from '../../lib/cookie-consent';

/**
 * Counts page views once, and only while, the visitor has accepted statistics cookies. The
 * counting module is imported on demand, so before consent it is neither fetched nor run.
 */
export function Statistics() {
  const { pathname } = useLocation();
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
