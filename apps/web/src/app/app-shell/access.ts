import { APP_PATHS } from '../../lib/app-paths';

/** The app screens of a signed-out golfer: Start, Log in, forgot password and the sign-up. */
const SIGNED_OUT_PATHS = new Set<string>([
  APP_PATHS.root,
  APP_PATHS.login,
  APP_PATHS.forgotPassword,
  APP_PATHS.signUp,
  APP_PATHS.signUpUnion,
  APP_PATHS.signUpContact,
  APP_PATHS.signUpPassword,
  APP_PATHS.signUpUpdate,
  APP_PATHS.signUpImport,
]);

/**
 * Open signed in and out. Verify account is open signed out (the account is not confirmed yet) and
 * stays open the moment its button signs the golfer in, so the page itself finishes (the touch ID
 * key) and enters the tabs. The terms and privacy policy are linked from the sign-up's last step.
 * The Swedish union's sign-in and the union sign-in's return serve the sign-in and the profile's
 * golf-ID link alike, and stay open while their result signs the golfer in.
 */
const EITHER_PATHS = new Set<string>([
  APP_PATHS.verify,
  APP_PATHS.terms,
  APP_PATHS.privacy,
  APP_PATHS.signUpSweden,
  APP_PATHS.signUpOauthConsumer,
]);

const normalise = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/**
 * Where the app sends someone instead of `pathname`, or null to stay: signed out, every screen but
 * those of a signed-out golfer goes to Start; signed in, those go to My clubs (the first tab).
 */
export function appRedirect(pathname: string, signedIn: boolean): string | null {
  const path = normalise(pathname);
  if (EITHER_PATHS.has(path)) return null;
  const signedOutScreen = SIGNED_OUT_PATHS.has(path);
  if (!signedIn && !signedOutScreen) return APP_PATHS.root;
  if (signedIn && signedOutScreen) return APP_PATHS.clubs;
  return null;
}
