/**
 * The rows of a raw `db.execute(sql…)` result. Both drivers (node-postgres and PGlite) answer an
 * object with `rows`; raw rows are not mapped by the schema, so callers convert bigint text and
 * timestamps themselves.
 */
export function rowsOf<T>(result: unknown): T[] {
  const rows = (result as { rows?: unknown }).rows;
  return Array.isArray(rows) ? (rows as T[]) : [];
}
