import { clear, createStore, get, set, type UseStore } from 'idb-keyval';

/**
 * What the app keeps on the device for use without a connection (IndexedDB through idb-keyval):
 * each entry with the time it was saved, so screens can say how fresh it is. Everything here
 * belongs to the signed-in golfer and is wiped on sign-in and sign-out. Failures (no IndexedDB,
 * private mode, quota) are swallowed: the device copy is a convenience, never the truth.
 */
export interface Snapshot<T> {
  /** Unix milliseconds. */
  savedAt: number;
  data: T;
}

let store: UseStore | null | undefined;

function deviceStore(): UseStore | null {
  if (store === undefined) {
    store = typeof indexedDB === 'undefined' ? null : createStore('golfwallet', 'offline');
  }
  return store;
}

export async function saveSnapshot<T>(key: string, data: T, savedAt = Date.now()): Promise<void> {
  const target = deviceStore();
  if (!target) return;
  try {
    await set(key, { savedAt, data } satisfies Snapshot<T>, target);
  } catch {
    // Not kept: the next load tries again.
  }
}

export async function readSnapshot<T>(key: string): Promise<Snapshot<T> | null> {
  const target = deviceStore();
  if (!target) return null;
  try {
    return ((await get(key, target)) as Snapshot<T> | undefined) ?? null;
  } catch {
    return null;
  }
}

/** Forgets everything kept on the device (sign-in of someone else, sign-out). */
export async function clearSnapshots(): Promise<void> {
  const target = deviceStore();
  if (!target) return;
  try {
    await clear(target);
  } catch {
    // Nothing to clear.
  }
}
