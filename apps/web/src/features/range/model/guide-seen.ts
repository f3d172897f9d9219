const KEY = 'rangeGuideSeen';

/** Whether the golfer has closed the range guide on this device before. */
export function guideSeen(): boolean {
  try {
    return window.localStorage.getItem(KEY) === 'true';
  } catch {
    return false;
  }
}

export function markGuideSeen(): void {
  try {
    window.localStorage.setItem(KEY, 'true');
  } catch {
    // Private mode without storage: the guide shows again next time, nothing else changes.
  }
}
