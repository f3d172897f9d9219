import type { DbOrTx } from './client';

/**
 * A query built once per database handle and prepared by name: PostgreSQL plans it once per
 * connection instead of on every call. For the hot lookups every request makes; `build` must give
 * the same SQL each time (the name is the statement's identity on a connection).
 */
export function preparedQuery<Q>(build: (db: DbOrTx) => Q): (db: DbOrTx) => Q {
  const byHandle = new WeakMap<DbOrTx, Q>();
  return (db) => {
    let query = byHandle.get(db);
    if (!query) {
      query = build(db);
      byHandle.set(db, query);
    }
    return query;
  };
}
