import { COMMON_PASSWORDS_TEXT } from './common-password-list';

/** How many of the most common passwords new passwords are checked against. */
export const COMMON_PASSWORD_COUNT = 3000;

let common: ReadonlySet<string> | undefined;

/** The list, most common first (built once, on first use). */
export function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(COMMON_PASSWORDS_TEXT.split(/\s+/).filter(Boolean));
  return common;
}

/**
 * True when a password is one of the 3,000 most common ones, ignoring case ("Password" is as weak
 * as "password"). New passwords (registration, profile, reset) are refused then; logins are not
 * checked, so an old account can still sign in and change it.
 */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}
