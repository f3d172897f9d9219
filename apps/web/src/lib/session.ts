import { createStore, useStore } from './store';
import { local } from './storage';

/**
 * The session id (userToken in local storage), observable. Signing in stores it, signing out
 * and a 403 on auto-login clear it; everything that depends on "signed in" reads useSessionToken.
 */
export const sessionToken = createStore<string | null>(
  typeof window === 'undefined' ? null : local.get('userToken'),
);

export function setSessionToken(token: string | null) {
  if (token) local.set('userToken', token);
  else local.remove('userToken');
  sessionToken.set(token);
}

export function useSessionToken(): string | null {
  return useStore(sessionToken);
}
