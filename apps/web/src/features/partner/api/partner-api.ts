import { ApiError, createApiClient } from '@golfwallet/core/client/api-client';
import type { Contract, ContractInput, ContractResponse } from '@golfwallet/core/contracts/define';
import { i18n } from '../../../lib/i18n';
import { setStaffToken, staffToken } from '../model/staff-session';

const client = createApiClient({
  baseUrl: '/api/v1',
  fetch: (input, init) => globalThis.fetch(input, init),
  getToken: () => staffToken.get(),
  getLanguage: () => i18n.language,
});

/** The answers that end the portal's session: expired or unknown, none, or revoked by an owner. */
const SIGNED_OUT = new Set(['SESSION_EXPIRED', 'UNAUTHENTICATED', 'STAFF_ACCESS_REVOKED']);

/**
 * The portal's API client: the staff session id, the page language. An expired or unknown staff
 * session (403 SESSION_EXPIRED), or one an owner revoked by deactivating or removing the person
 * (401 STAFF_ACCESS_REVOKED), signs the portal out.
 */
export const partnerApi = (async <C extends Contract>(contract: C, ...input: [ContractInput<C>?]) => {
  try {
    return await (client as (c: C, i?: ContractInput<C>) => Promise<ContractResponse<C>>)(contract, input[0]);
  } catch (error) {
    if (error instanceof ApiError && SIGNED_OUT.has(error.code)) {
      setStaffToken(null);
    }
    throw error;
  }
}) as typeof client;

/** The URL of a GET operation with its query, for downloads the browser makes itself. */
export function partnerUrl(path: string, query: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return `/api/v1${path}${text ? `?${text}` : ''}`;
}
