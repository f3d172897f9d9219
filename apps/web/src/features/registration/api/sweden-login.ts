import { ApiError } from '@golfwallet/core/client/api-client';
import { answeredErrorCode } from '@golfwallet/core/errors/code-shape';
import { useMutation } from '@tanstack/react-query';
import { i18n } from '../../../lib/i18n';
import { type FederationResult, parseFederationAnswer } from '../model/federation';

/** The Swedish golf union's sign-in through our API (spec §7); its answer is a federation result. */
export const SWEDEN_LOGIN_URL = '/api/v1/login/sweden';

/**
 * Signs in at the Swedish union with golf ID and password. The answer may be JSON or text with
 * JSON inside; a failure carries the answer's message (spec §7: "the response data is alerted").
 */
export async function swedenLogin(
  input: { golfId: string; password: string },
  fetcher: typeof fetch = fetch,
): Promise<FederationResult> {
  let response: Response;
  try {
    response = await fetcher(SWEDEN_LOGIN_URL, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'accept-language': i18n.language,
      },
      body: JSON.stringify({ countryCode: 'SE', golf_id: input.golfId, password: input.password }),
    });
  } catch (cause) {
    throw new ApiError(0, 'NETWORK', cause instanceof Error ? cause.message : 'Network error');
  }
  const body = await response.text();
  if (!response.ok) {
    const answer = parseErrorAnswer(body);
    throw new ApiError(response.status, answeredErrorCode(answer.code), answer.message);
  }
  const result = parseFederationAnswer(body);
  if (!result) throw new ApiError(response.status, 'INTERNAL', '');
  return result;
}

function parseErrorAnswer(body: string): { code?: unknown; message: string } {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed === 'object' && parsed !== null) {
      const record = parsed as { code?: unknown; message?: unknown };
      return { code: record.code, message: typeof record.message === 'string' ? record.message : '' };
    }
  } catch {
    // A text answer: its words are not shown as they are.
  }
  return { message: '' };
}

export function useSwedenLogin() {
  return useMutation({ mutationFn: (input: { golfId: string; password: string }) => swedenLogin(input) });
}
