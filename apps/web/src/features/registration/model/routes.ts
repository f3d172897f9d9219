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
}

export const WEB_REGISTRATION: RegistrationArea = {
  routes: REGISTRATION_ROUTES,
  home: PATHS.landing,
  signedIn: PATHS.vouchers,
};

/**
 * The app's sign-up (spec §2 "Mobile and app screens"): the sign-up select, the steps, verify
 * account and forgot password under /app; a confirmed golfer enters the tabs. The golf-union
 * pages (Swedish login, update, import) stay the web's.
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
  },
  home: APP_PATHS.root,
  signedIn: APP_PATHS.clubs,
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
