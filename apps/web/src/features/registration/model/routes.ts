/** The pages of the registration area by name (spec §2). */
export const REGISTRATION_ROUTES = {
  start: '/register',
  email: '/register/email',
  union: '/register/union',
  nonUnion: '/register/non-union',
  password: '/register/password',
  verify: '/register/verify',
  forgotPassword: '/register/forgot-password',
  loginSweden: '/register/loginSweden',
  oauthConsumer: '/register/oauth-consumer',
  update: '/register/update',
  golfId: '/register/golf-id',
  import: '/register/import',
} as const;

export type RegistrationRouteName = keyof typeof REGISTRATION_ROUTES;

/**
 * The path of a registration page by name. An unknown name is logged as "route not defined"
 * (spec §2) and gives undefined, so navigation stays where it is.
 */
export function registrationPath(
  name: string,
  log: (message: string) => void = console.error,
): string | undefined {
  if (Object.hasOwn(REGISTRATION_ROUTES, name)) return REGISTRATION_ROUTES[name as RegistrationRouteName];
  log(`route not defined: ${name}`);
  return undefined;
}
