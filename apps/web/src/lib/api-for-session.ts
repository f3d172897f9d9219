import { createApiClient } from '@golfwallet/core/client/api-client';
import { i18n } from './i18n';

/** A client that speaks for one given session id rather than the stored one. */
export function apiForSession(sessionId: string) {
  return createApiClient({ baseUrl: '/api/v1', getToken: () => sessionId, getLanguage: () => i18n.language });
}
