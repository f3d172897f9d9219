import { createStore, useStore } from '../../../lib/store';
import type { RegistrationData } from './draft';

/**
 * What a golf-union sign-in returns (spec §3 Federation login result): the answer of the return
 * page's exchange of its one-time code (POST /login/oauth2/result) or of the Swedish sign-in. Never
 * read from an address: a session id or personal data in a URL ends up in logs and history, and a
 * session id from a link would sign a browser into someone else's account (issue 31).
 */
export interface FederationResult {
  session_id?: string;
  existing_golf_ids: string[];
  updateSessionId?: string;
  golfId?: string;
  golfUnionId?: string;
  birthDate?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  country?: string;
  sex?: string;
  memberGuid?: string;
  phoneNumber?: string;
  clubId?: string;
  memberType?: string;
  clubName?: string;
  nfcCardNumber?: string;
}

const TEXT_KEYS = [
  'session_id',
  'updateSessionId',
  'golfId',
  'golfUnionId',
  'birthDate',
  'firstName',
  'lastName',
  'email',
  'country',
  'sex',
  'memberGuid',
  'phoneNumber',
  'clubId',
  'memberType',
  'clubName',
  'nfcCardNumber',
] as const;

function text(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed && trimmed.length <= 500 ? trimmed : undefined;
}

/** Reads a result from any record of values (a parsed JSON answer). */
export function toFederationResult(get: (key: string) => unknown): FederationResult {
  const result: FederationResult = { existing_golf_ids: [] };
  for (const key of TEXT_KEYS) {
    const value = text(get(key));
    if (value !== undefined) result[key] = value;
  }
  const ids = get('existing_golf_ids');
  const list = Array.isArray(ids) ? ids.map(text) : (text(ids)?.split(',') ?? []).map((id) => id.trim());
  result.existing_golf_ids = list.filter((id): id is string => Boolean(id));
  return result;
}

/** The one-time code of a finished union sign-in in the return page's query (`?result=`), if any. */
export function signInResultCode(search: URLSearchParams): string | undefined {
  const code = search.get('result')?.trim();
  return code && /^[A-Za-z0-9_-]{20,100}$/.test(code) ? code : undefined;
}

/**
 * Reads the Swedish sign-in's answer, which may be JSON or text with JSON inside (spec §7).
 * Undefined when no JSON object can be found.
 */
export function parseFederationAnswer(body: string): FederationResult | undefined {
  const candidates = [body, body.slice(body.indexOf('{'), body.lastIndexOf('}') + 1)];
  for (const candidate of candidates) {
    if (!candidate) continue;
    try {
      const parsed: unknown = JSON.parse(candidate);
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
        const record = parsed as Record<string, unknown>;
        const inner =
          typeof record.data === 'object' && record.data !== null
            ? (record.data as Record<string, unknown>)
            : record;
        return toFederationResult((key) => inner[key] ?? record[key]);
      }
    } catch {
      // Try the next candidate.
    }
  }
  return undefined;
}

export type FederationOutcome =
  | { kind: 'signed-in'; sessionId: string }
  | { kind: 'update' }
  | { kind: 'ask' }
  | { kind: 'failed' };

/**
 * What happens next (spec §4): a session id signs in; existing golf ids go to the update screen;
 * otherwise the person is asked whether they already have an account. A result that names nobody
 * is a failed sign-in.
 */
export function federationOutcome(result: FederationResult): FederationOutcome {
  if (result.session_id) return { kind: 'signed-in', sessionId: result.session_id };
  if (result.existing_golf_ids.length > 0) return { kind: 'update' };
  if (result.golfId || result.email) return { kind: 'ask' };
  return { kind: 'failed' };
}

function positiveInt(value: string | undefined): number | undefined {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : undefined;
}

/** yyyy-mm-dd from the forms a union may send (yyyy-mm-dd, yyyymmdd, dd-mm-yyyy, ISO time). */
export function toServerDate(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  if (compact) return `${compact[1]}-${compact[2]}-${compact[3]}`;
  const dashed = /^(\d{2})[-.](\d{2})[-.](\d{4})$/.exec(value);
  if (dashed) return `${dashed[3]}-${dashed[2]}-${dashed[1]}`;
  return undefined;
}

/**
 * The sign-up draft for "No, I have no account" (spec §4): the union's details become the
 * registration data of a union member, marked as imported, for the automatic registration.
 */
export function federationDraft(result: FederationResult): RegistrationData {
  const sex = result.sex?.toLowerCase();
  return {
    is_member: true,
    imported_union_user: true,
    union_id: positiveInt(result.golfUnionId),
    member_number: result.golfId,
    birth_date: toServerDate(result.birthDate),
    first_name: result.firstName,
    last_name: result.lastName,
    email: result.email,
    country: result.country?.toUpperCase(),
    sex: sex === 'm' || sex === 'f' ? sex : undefined,
    member_guid: result.memberGuid,
    phone: result.phoneNumber,
    club_id: positiveInt(result.clubId),
    member_type: result.memberType,
    club_name: result.clubName,
    nfc_card_number: result.nfcCardNumber,
  };
}

/**
 * The federation sign-in in progress, in memory: the result, and the e-mail and password typed on
 * the import screen. The update screen needs both; a refresh empties it.
 */
export const federationState = createStore<{
  result: FederationResult | null;
  credentials: { email: string; password: string } | null;
}>({ result: null, credentials: null });

export function useFederationState() {
  return useStore(federationState);
}

const FAILURES = [
  'denied',
  'expired',
  'country',
  'failed',
  'callback',
  'unavailable',
  'browser',
  'reauth',
  'subject',
] as const;

/**
 * The i18n key of the reason a union sign-in came back without a result (the `error` query
 * parameter our server sets), or undefined when there is none.
 */
export function signInFailureKey(
  error: string | null,
): `federation.${(typeof FAILURES)[number]}` | undefined {
  if (!error) return undefined;
  const failure = FAILURES.find((known) => known === error);
  return `federation.${failure ?? 'failed'}`;
}
