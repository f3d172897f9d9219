import { createApiClient } from '@golfwallet/core/client/api-client';
import { i18n } from './i18n';
import { local } from './storage';

/**
 * Where the API answers: the same origin on the web and in the PWA; in the store apps (whose pages
 * come from the device) the server named by VITE_API_ORIGIN at build time (docs/MOBILE.md).
 */
export const API_BASE_URL = `${(import.meta.env.VITE_API_ORIGIN as string | undefined)?.replace(/\/+$/, '') ?? ''}/api/v1`;

/**
 * The one API client of the web app: session id from storage, language from i18n. It looks up the
 * global fetch on every call (not once at start), so a stand-in installed later is used too.
 */
export const api = createApiClient({
  baseUrl: API_BASE_URL,
  fetch: (input, init) => globalThis.fetch(input, init),
  getToken: () => local.get('userToken'),
  getLanguage: () => i18n.language,
});
