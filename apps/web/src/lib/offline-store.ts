import type { UseStore } from 'idb-keyval';

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

type IdbKeyval = typeof import('idb-keyval');
let store: Promise<{ idb: IdbKeyval; target: UseStore } | null> | undefined;

/** The device store, opened on first use (idb-keyval loads then, not with the web site's first page). */
function deviceStore(): Promise<{ idb: IdbKeyval; target: UseStore } | null> {
  if (store === undefined) {
    store =
      typeof indexedDB === 'undefined'
        ? Promise.resolve(null)
        : import('idb-keyval').then(
            (idb) => ({ idb, target: idb.createStore('golfwallet', 'offline') }),
            () => null,
          );
  }
  return store;
}

export async function saveSnapshot<T>(key: string, data: T, savedAt = Date.now()): Promise<void> {
  const opened = await deviceStore();
  if (!opened) return;
  try {
    await opened.idb.set(key, { savedAt, data } satisfies Snapshot<T>, opened.target);
  } catch {
    // Not kept: the next load tries again.
  }
}

export async function readSnapshot<T>(key: string): Promise<Snapshot<T> | null> {
  const opened = await deviceStore();
  if (!opened) return null;
  try {
    return ((await opened.idb.get(key, opened.target)) as Snapshot<T> | undefined) ?? null;
  } catch {
    return null;
  }
}

/** The keys kept that start with `prefix`. */
export async function snapshotKeys(prefix: string): Promise<string[]> {
  const opened = await deviceStore();
  if (!opened) return [];
  try {
    const keys = await opened.idb.keys(opened.target);
    return keys.filter((key): key is string => typeof key === 'string' && key.startsWith(prefix));
  } catch {
    return [];
  }
}

export async function deleteSnapshots(keys: string[]): Promise<void> {
  const opened = await deviceStore();
  if (!opened || keys.length === 0) return;
  try {
    await opened.idb.delMany(keys, opened.target);
  } catch {
    // Left for the next save.
  }
}

/** Forgets everything kept on the device (sign-in of someone else, sign-out). */
export async function clearSnapshots(): Promise<void> {
  const opened = await deviceStore();
  if (!opened) return;
  try {
    await opened.idb.clear(opened.target);
  } catch {
    // Nothing to clear.
  }
}
