import { createApiClient } from '@golfwallet/core/client/api-client';
import { i18n } from './i18n';
import { local } from './storage';

/**
 * The one API client of the web app: session id from storage, language from i18n. It looks up the
 * global fetch on every call (not once at start), so a stand-in installed later is used too.
 */
export const api = createApiClient({
  baseUrl: '/api/v1',
  fetch: (input, init) => globalThis.fetch(input, init),
  getToken: () => local.get('userToken'),
  getLanguage: () => i18n.language,
});
