import { createStore, useStore } from './store';

export type LoginTab = 'golfbox' | 'email';

/** Whether the login popup is open, and on which tab; opened from the header, pages and popups. */
export const loginPopup = createStore<{ open: boolean; tab: LoginTab }>({ open: false, tab: 'golfbox' });

export function openLoginPopup(tab: LoginTab = 'golfbox') {
  loginPopup.set({ open: true, tab });
}
export function closeLoginPopup() {
  loginPopup.set({ ...loginPopup.get(), open: false });
}
export function useLoginPopup() {
  return useStore(loginPopup);
}
