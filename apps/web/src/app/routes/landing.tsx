import { Navigate } from 'react-router';
import { LandingPage } from '../../features/landing/components/landing-page';
import { PATHS } from '../../lib/paths';
import { useSessionToken } from '../../lib/session';

/** The front page; signed-in golfers go on to /vouchers. */
export function Component() {
  const signedIn = Boolean(useSessionToken());
  if (signedIn) return <Navigate to={PATHS.vouchers} replace />;
  return <LandingPage />;
}
