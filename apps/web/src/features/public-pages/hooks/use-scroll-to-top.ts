import { useEffect } from 'react';

/** Scrolls the window to the top when the page opens (spec §2: privacy, terms, mobile FAQ). */
export function useScrollToTop() {
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);
}
