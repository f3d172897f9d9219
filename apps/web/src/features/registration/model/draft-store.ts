import { local } from '../../../lib/storage';
import { createStore, useStore } from '../../../lib/store';
import { type DraftAction, draftReducer, EMPTY_DRAFT, parseDataParam, type RegistrationDraft } from './draft';

/** The one sign-up draft of the page; kept in memory only, so a refresh starts over. */
export const registrationDraft = createStore<RegistrationDraft>(EMPTY_DRAFT);

export function dispatchDraft(action: DraftAction) {
  registrationDraft.set(draftReducer(registrationDraft.get(), action));
}

export function useRegistrationDraft(): RegistrationDraft {
  return useStore(registrationDraft);
}

/**
 * Applies the query parameters of the registration pages (spec §2): `data` (JSON) prefills the
 * draft, `referral` is stored locally and sent after the first login.
 */
export function applyRegistrationParams(search: URLSearchParams) {
  const data = parseDataParam(search.get('data'));
  if (Object.keys(data).length > 0) dispatchDraft({ type: 'set', data });
  const referral = search.get('referral')?.trim();
  if (referral && referral.length <= 200) local.set('referral', referral);
}
