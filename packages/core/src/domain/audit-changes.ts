/** One changed field of an audit row: its value before and after the edit. */
export interface FieldChange {
  from: unknown;
  to: unknown;
}

/** JSON with object keys sorted, so two equal values compare equal whatever their key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

/**
 * The fields among `fields` whose value differs between `before` and `after` (deep, key order
 * ignored), each with from and to, for an audit row's details. Equal values leave no entry; an
 * edit that changes nothing gives {}.
 */
export function fieldChanges<T extends object>(
  before: T,
  after: T,
  fields: readonly (keyof T & string)[],
): Record<string, FieldChange> {
  const changes: Record<string, FieldChange> = {};
  for (const field of fields) {
    if (canonical(before[field]) !== canonical(after[field])) {
      changes[field] = { from: before[field] ?? null, to: after[field] ?? null };
    }
  }
  return changes;
}

function isChange(value: unknown): value is FieldChange {
  return (
    typeof value === 'object' &&
    value !== null &&
    'from' in value &&
    'to' in value &&
    Object.keys(value).length === 2
  );
}

/**
 * The changes an audit row's details record, in their order: every entry shaped { from, to }
 * (product and club edits write them with fieldChanges). Other details (ids, counts) are not changes.
 */
export function auditChanges(details: Record<string, unknown>): ({ field: string } & FieldChange)[] {
  return Object.entries(details).flatMap(([field, value]) =>
    isChange(value) ? [{ field, from: value.from, to: value.to }] : [],
  );
}
