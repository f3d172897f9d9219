import { APP_PATHS } from '../../lib/app-paths';

/** The app screens a signed-out golfer may see: Start and Log in. */
const PUBLIC_PATHS = new Set<string>([APP_PATHS.root, APP_PATHS.login]);

const normalise = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/**
 * Where the app sends someone instead of `pathname`, or null to stay: signed out, every screen but
 * Start and Log in goes to Start; signed in, Start and Log in go to My clubs (the first tab).
 */
export function appRedirect(pathname: string, signedIn: boolean): string | null {
  const path = normalise(pathname);
  const isPublic = PUBLIC_PATHS.has(path);
  if (!signedIn && !isPublic) return APP_PATHS.root;
  if (signedIn && isPublic) return APP_PATHS.clubs;
  return null;
}
