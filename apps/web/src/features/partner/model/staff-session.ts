import { createStore, useStore } from '../../../lib/store';
import { local } from '../../../lib/storage';

/** The staff session id (local key staffToken), observable; separate from the golfer's userToken. */
export const staffToken = createStore<string | null>(
  typeof window === 'undefined' ? null : local.get('staffToken'),
);

export function setStaffToken(token: string | null) {
  if (token) local.set('staffToken', token);
  else local.remove('staffToken');
  staffToken.set(token);
}

export function useStaffToken(): string | null {
  return useStore(staffToken);
}
