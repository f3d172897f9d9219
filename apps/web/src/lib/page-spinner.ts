import { useEffect } from 'react';
import { createStore, useStore } from './store';

/** How many things currently want the page-wide spinner overlay (spec §2: while vouchers load). */
const holders = createStore(0);

/** Shows the overlay until the returned function is called (calling it twice is harmless). */
export function showPageSpinner(): () => void {
  holders.set(holders.get() + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders.set(Math.max(0, holders.get() - 1));
  };
}

/** Shows the overlay while `active` is true and the calling component is mounted. */
export function usePageSpinner(active: boolean) {
  useEffect(() => (active ? showPageSpinner() : undefined), [active]);
}

/** Whether the shell should show the overlay. */
export function usePageSpinnerVisible(): boolean {
  return useStore(holders) > 0;
}
