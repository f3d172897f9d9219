import { createApiClient } from '@golfwallet/core/client/api-client';
import { recordPageView } from '@golfwallet/core/contracts/statistics/record-page-view';

/** Its own client: a page view carries no session, so it cannot be tied to a golfer. */
const anonymousApi = createApiClient({
  baseUrl: '/api/v1',
  fetch: (input, init) => globalThis.fetch(input, init),
  getToken: () => null,
  getLanguage: () => 'en',
});

/**
 * Statistics (non-essential): counts a page view. This module is loaded only once the visitor has
 * accepted statistics cookies (app/shell/statistics.tsx imports it then), so nothing of it runs or
 * is even fetched before consent. A failed count is not worth bothering anyone about.
 */
export function countPageView(pathname: string): void {
  anonymousApi(recordPageView, { body: { path: pathname } }).catch(() => undefined);
}
