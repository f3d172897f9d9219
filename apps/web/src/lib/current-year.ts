import { useSyncExternalStore } from 'react';

/** The year the app was built in (vite.config.ts `define`): the prerendered pages say it. */
declare const __BUILD_YEAR__: number;

const unchanging = () => () => {};

/**
 * This year. While a prerendered page hydrates, first the year it was built in (what its HTML
 * says, so nothing mismatches after New Year), then this one.
 */
export function useCurrentYear(): number {
  return useSyncExternalStore(
    unchanging,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  );
}
