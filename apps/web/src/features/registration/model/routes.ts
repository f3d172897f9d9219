import { createContext } from 'react';
import { APP_PATHS } from '../../../lib/app-paths';
import { PATHS } from '../../../lib/paths';

/** The pages of the registration area by name (spec §2). */
export const REGISTRATION_ROUTES = PATHS.register;

export type RegistrationRouteName = keyof typeof REGISTRATION_ROUTES;

/**
 * Where the registration pages are mounted: the path of each page by name, where "home" is (the
 * first page's Back and the verify step's Log out) and where a confirmed golfer goes. The web's
 * /register/… is the default; the app mounts the same pages under /app/… with its own.
 */
export interface RegistrationArea {
  routes: Record<RegistrationRouteName, string>;
  home: string;
  signedIn: string;
  /** Where a golf ID linked from the profile (a union sign-in begun there) returns. */
  profile: string;
  /**
   * Where a union sign-in starts over ("Try again", Ignore on the update screen: spec §2 "back to
   * login select"): the web's /register with its union choice, the app's Log in with its own.
   */
  unionSignIn: string;
  /**
   * The terms and privacy policy the last step links to: the web opens its pages in a new tab, the
   * app its own screens in the app, where Back returns to the step.
   */
  legal: { terms: string; privacy: string; newTab: boolean };
}

export const WEB_REGISTRATION: RegistrationArea = {
  routes: REGISTRATION_ROUTES,
  home: PATHS.landing,
  signedIn: PATHS.vouchers,
  profile: PATHS.profile,
  unionSignIn: PATHS.register.start,
  legal: { terms: PATHS.terms, privacy: PATHS.privacy, newTab: true },
};

/**
 * The app's sign-up (spec §2 "Mobile and app screens"): the sign-up select, the steps, the
 * golf-union pages (Swedish login, the union sign-in's return, update or replace golf ID, import),
 * verify account and forgot password under /app; a confirmed golfer enters the tabs. The golf-ID
 * page is not reached from the app (its sign-up step 1 is the union step).
 */
export const APP_REGISTRATION: RegistrationArea = {
  routes: {
    ...REGISTRATION_ROUTES,
    start: APP_PATHS.signUp,
    email: APP_PATHS.signUp,
    union: APP_PATHS.signUpUnion,
    nonUnion: APP_PATHS.signUpContact,
    password: APP_PATHS.signUpPassword,
    verify: APP_PATHS.verify,
    forgotPassword: APP_PATHS.forgotPassword,
    loginSweden: APP_PATHS.signUpSweden,
    oauthConsumer: APP_PATHS.signUpOauthConsumer,
    update: APP_PATHS.signUpUpdate,
    import: APP_PATHS.signUpImport,
  },
  home: APP_PATHS.root,
  signedIn: APP_PATHS.clubs,
  profile: APP_PATHS.profile,
  unionSignIn: APP_PATHS.login,
  legal: { terms: APP_PATHS.terms, privacy: APP_PATHS.privacy, newTab: false },
};

/** The registration area of the pages below: the web's unless a layout (the app's) provides its own. */
export const RegistrationAreaContext = createContext<RegistrationArea>(WEB_REGISTRATION);

/**
 * The path of a registration page by name. An unknown name is logged as "route not defined"
 * (spec §2) and gives undefined, so navigation stays where it is.
 */
export function registrationPath(
  name: string,
  log: (message: string) => void = console.error,
  routes: RegistrationArea['routes'] = REGISTRATION_ROUTES,
): string | undefined {
  if (Object.hasOwn(routes, name)) return routes[name as RegistrationRouteName];
  log(`route not defined: ${name}`);
  return undefined;
}
