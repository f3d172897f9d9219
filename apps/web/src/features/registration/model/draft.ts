import type { FieldError } from '@golfwallet/core/errors/codes';

/**
 * What the sign-up steps collect (spec §3 Registration data). `is_member` tells the flows apart:
 * true for union members (3 steps), false for non-members (2 steps).
 */
export interface RegistrationData {
  is_member?: boolean;
  union_id?: number;
  member_number?: string;
  first_name?: string;
  last_name?: string;
  sex?: 'm' | 'f';
  country?: string;
  birth_date?: string;
  email?: string;
  phone?: string;
  pin_code?: string;
  hcp?: string;
  club_id?: number;
  club_name?: string;
  member_type?: string;
  member_guid?: string;
  nfc_card_number?: string;
  imported_union_user?: boolean;
  language_default?: string;
  use_touch_id?: boolean;
}

/** The sign-up draft of spec §4: the data, whether the account is being created, the 422 errors. */
export interface RegistrationDraft {
  data: RegistrationData;
  loading: boolean;
  errors: FieldError[];
}

export type DraftAction =
  | { type: 'set'; data: RegistrationData }
  | { type: 'register' }
  | { type: 'success' }
  | { type: 'failure'; errors: FieldError[] }
  | { type: 'abort' };

export const EMPTY_DRAFT: RegistrationDraft = { data: {}, loading: false, errors: [] };

/**
 * The transitions of spec §4: step data merges in; registering sets loading and keeps the data;
 * success clears loading and errors; failure stores the response's field errors and clears
 * loading; abort resets everything.
 */
export function draftReducer(state: RegistrationDraft, action: DraftAction): RegistrationDraft {
  switch (action.type) {
    case 'set':
      return { ...state, data: { ...state.data, ...withoutUndefined(action.data) } };
    case 'register':
      return { ...state, loading: true };
    case 'success':
      return { ...state, loading: false, errors: [] };
    case 'failure':
      return { ...state, loading: false, errors: action.errors };
    case 'abort':
      return EMPTY_DRAFT;
  }
}

function withoutUndefined(data: RegistrationData): RegistrationData {
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
}

const STRING_KEYS = [
  'member_number',
  'first_name',
  'last_name',
  'country',
  'birth_date',
  'email',
  'phone',
  'pin_code',
  'hcp',
  'club_name',
  'member_type',
  'member_guid',
  'nfc_card_number',
  'language_default',
] as const;
const NUMBER_KEYS = ['union_id', 'club_id'] as const;
const BOOLEAN_KEYS = ['is_member', 'imported_union_user', 'use_touch_id'] as const;

/**
 * Reads the `data` query parameter (JSON) of the registration pages into draft data. Unknown
 * keys and values of the wrong type are dropped; text that is not JSON gives nothing. Without an
 * `is_member`, data with a `union_id` or `member_number` is a union member's.
 */
export function parseDataParam(raw: string | null): RegistrationData {
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const source = parsed as Record<string, unknown>;
  const data: RegistrationData = {};
  for (const key of STRING_KEYS) {
    const value = source[key];
    if (typeof value === 'string' && value.length <= 200) data[key] = value;
    else if (typeof value === 'number' && key !== 'birth_date') data[key] = String(value);
  }
  for (const key of NUMBER_KEYS) {
    const value = Number(source[key]);
    if (source[key] !== undefined && source[key] !== '' && Number.isInteger(value) && value > 0) {
      data[key] = value;
    }
  }
  for (const key of BOOLEAN_KEYS) {
    const value = source[key];
    if (typeof value === 'boolean') data[key] = value;
    else if (value === 1 || value === '1' || value === 'true') data[key] = true;
    else if (value === 0 || value === '0' || value === 'false') data[key] = false;
  }
  const sex = source.sex;
  if (sex === 'm' || sex === 'f') data.sex = sex;
  // A union or a member number says whose flow it is when is_member is not given.
  if (data.is_member === undefined && (data.union_id !== undefined || data.member_number !== undefined)) {
    data.is_member = true;
  }
  return data;
}
