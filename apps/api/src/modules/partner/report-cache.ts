import type { Db } from '../../db/client';

/**
 * Built report files kept in this instance's memory (issue #35): the sales report and the VAT
 * summary of a period are a pure function of the club's sales data, the period, the language and
 * the format, so a file built at one version of the club's sales data (club_report_versions, moved
 * by every refresh that took a changed order, line, credit note, product or club: see
 * club-revenue.repository.ts) answers every later download until the data changes. A year of a
 * large club's sales takes about half a second to build; a kept one is sent at once. Requests for
 * a file being built wait for that build instead of building it again. Least recently used files
 * go first past MAX_BYTES. Each database (each app in the tests) has its own store.
 */
const MAX_BYTES = 64 * 1024 * 1024;

type File = string | Buffer;

interface Store {
  files: Map<string, { file: File; bytes: number }>;
  bytes: number;
  building: Map<string, Promise<File>>;
}

const stores = new WeakMap<object, Store>();

function storeOf(db: Db): Store {
  let store = stores.get(db);
  if (!store) {
    store = { files: new Map(), bytes: 0, building: new Map() };
    stores.set(db, store);
  }
  return store;
}

const sizeOf = (file: File) => (typeof file === 'string' ? Buffer.byteLength(file) : file.length);

/** The file kept under `key`, or built by `build`, kept and answered. */
export async function keptReport<T extends File>(db: Db, key: string, build: () => Promise<T>): Promise<T> {
  const store = storeOf(db);
  const kept = store.files.get(key);
  if (kept) {
    // Most recently used last: the Map's order is the eviction order.
    store.files.delete(key);
    store.files.set(key, kept);
    return kept.file as T;
  }
  const pending = store.building.get(key);
  if (pending) return (await pending) as T;
  const built = build();
  store.building.set(key, built);
  try {
    const file = await built;
    const bytes = sizeOf(file);
    if (bytes <= MAX_BYTES) {
      store.files.set(key, { file, bytes });
      store.bytes += bytes;
      for (const [oldest, entry] of store.files) {
        if (store.bytes <= MAX_BYTES) break;
        store.files.delete(oldest);
        store.bytes -= entry.bytes;
      }
    }
    return file;
  } finally {
    store.building.delete(key);
  }
}
