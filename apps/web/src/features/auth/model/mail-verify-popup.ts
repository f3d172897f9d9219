import { createStore, useStore } from '../../../lib/store';

/** The mail-verify popup (spec §2): opened when a login finds the e-mail not yet confirmed. */
export const mailVerifyPopup = createStore<{ open: boolean; email: string }>({ open: false, email: '' });

export function openMailVerifyPopup(email: string) {
  mailVerifyPopup.set({ open: true, email });
}
export function closeMailVerifyPopup() {
  mailVerifyPopup.set({ open: false, email: mailVerifyPopup.get().email });
}
export function useMailVerifyPopup() {
  return useStore(mailVerifyPopup);
}
