import { shouldRefreshLocation } from '@golfwallet/core/domain/current-club';
import { useEffect, useState } from 'react';
import type { DevicePosition, PositionFailure } from './platform/types';

export type PositionState =
  | { status: 'locating'; position: null }
  | { status: 'located'; position: DevicePosition }
  | { status: 'failed'; reason: PositionFailure; position: DevicePosition | null };

/**
 * Follows the device position while `enabled` (spec §4, §9): the watch keeps the 10 s timeout and
 * maximum age; a new position is only taken after a move of more than 500 m, so screens that
 * depend on it (the current club, the nearest sort) do not churn. A failure ends the waiting.
 */
export function useDevicePosition(enabled = true): PositionState {
  const [state, setState] = useState<PositionState>({ status: 'locating', position: null });

  useEffect(() => {
    if (!enabled) return;
    // The device module is fetched when the watch starts, not with the page's first load.
    let stop: (() => void) | undefined;
    let ended = false;
    void import('./platform/platform').then(({ platform }) => {
      if (ended) return;
      stop = platform().geolocation.watch(
        (next) =>
          setState((current) => {
            const previous = current.position
              ? { lat: current.position.latitude, lng: current.position.longitude }
              : null;
            if (
              current.status === 'located' &&
              !shouldRefreshLocation(previous, { lat: next.latitude, lng: next.longitude })
            ) {
              return current;
            }
            return { status: 'located', position: next };
          }),
        (error) =>
          setState((current) => ({ status: 'failed', reason: error.reason, position: current.position })),
      );
    });
    return () => {
      ended = true;
      stop?.();
    };
  }, [enabled]);

  return state;
}
