import { useRef } from 'react';

/** Spec §9: sign-in and sign-up buttons accept one press per 5 seconds. */
export const PRESS_THROTTLE_MS = 5000;

/** Says whether a press may go ahead; `release()` lets the next press through at once. */
export interface PressThrottle {
  (): boolean;
  /**
   * Forgets the last accepted press, e.g. when its request has failed: the person corrects a typo
   * and presses again, and that press must not be swallowed without a word.
   */
  release(): void;
}

/**
 * A gate that lets the first press through and refuses every press within `intervalMs` of the
 * last accepted one, unless released since. `now` is injectable for tests.
 */
export function createPressThrottle(
  intervalMs = PRESS_THROTTLE_MS,
  now: () => number = Date.now,
): PressThrottle {
  let lastAccepted: number | undefined;
  const tryPress = () => {
    const at = now();
    if (lastAccepted !== undefined && at - lastAccepted < intervalMs) return false;
    lastAccepted = at;
    return true;
  };
  return Object.assign(tryPress, {
    release: () => {
      lastAccepted = undefined;
    },
  });
}

/** One throttle per mounted component. */
export function usePressThrottle(intervalMs = PRESS_THROTTLE_MS): PressThrottle {
  const ref = useRef<PressThrottle | null>(null);
  if (!ref.current) ref.current = createPressThrottle(intervalMs);
  return ref.current;
}
