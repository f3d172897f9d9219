import { PATHS } from '../../../lib/paths';

/** The pages of the registration area by name (spec §2). */
export const REGISTRATION_ROUTES = PATHS.register;

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
