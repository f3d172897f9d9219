import { redirect } from 'react-router';
import { APP_PATHS } from './app-paths';
import { isInArea, PATHS } from './paths';
import { session } from './storage';

/** Sweden signs in on our own MinGolf form; every other country through the federation redirect. */
export const SWEDEN = 'SE';

/**
 * Where the browser goes for a golf-union sign-in (spec §7): the API's federation endpoint,
 * which comes back to the site's own /register/oauth-consumer.
 */
export function federationSignInUrl(countryCode: string, origin: string): string {
  const query = new URLSearchParams({
    countryCode,
    callback: `${origin}${PATHS.register.oauthConsumer}`,
    consumer: 'WEB',
  });
  return `/api/v1/login/oauth2/do-signin?${query.toString()}`;
}

const inApp = (pathname: string) => isInArea(pathname, APP_PATHS.root);

/** The Swedish union's sign-in form of the shell the golfer is in: the app's (/app/…) or the web's. */
export function swedenSignInPath(pathname: string): string {
  return inApp(pathname) ? APP_PATHS.signUpSweden : PATHS.register.loginSweden;
}

/**
 * Called as the golfer leaves for a union's own sign-in from `pathname`. The union always returns
 * to the web's /register/oauth-consumer (the only return pages the API accepts); a sign-in begun in
 * the app is remembered for this tab, so that page hands the result on to the app's.
 */
export function rememberUnionSignInFrom(pathname: string) {
  if (inApp(pathname)) session.set('unionSignInFrom', 'app');
  else session.remove('unionSignInFrom');
}

/**
 * Where the web's return page sends a union sign-in begun in the app: the app's return page with
 * the same query (the one-time code of the result, or the failure), or null to stay. Forgets the
 * sign-in once read.
 */
export function appReturnFromUnionSignIn(url: URL): string | null {
  const fromApp = session.get('unionSignInFrom') === 'app';
  session.remove('unionSignInFrom');
  return fromApp ? `${APP_PATHS.signUpOauthConsumer}${url.search}` : null;
}

/** The web's return page's first step (its route's loader): a sign-in begun in the app goes on to the app's. */
export function handOffToApp({ request }: { request: Request }): Response | null {
  const app = appReturnFromUnionSignIn(new URL(request.url));
  return app ? redirect(app) : null;
}
