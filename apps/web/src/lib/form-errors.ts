import { ApiError } from '@golfwallet/core/client/api-client';
import type { FieldError } from '@golfwallet/core/errors/codes';
import type { FieldError as FormFieldError } from './form';

/**
 * Puts the field errors of a 422 answer under their fields (spec §5: "server field errors show on
 * matching fields"). `aliases` maps server field names onto form fields where they differ.
 * Returns the errors that match no field of the form, for a message at the top.
 */
export function applyServerFieldErrors<Name extends string>(
  errors: readonly FieldError[],
  formFields: readonly Name[],
  setError: (name: Name, error: FormFieldError) => void,
  aliases: Partial<Record<string, Name>> = {},
): FieldError[] {
  const unmatched: FieldError[] = [];
  for (const entry of errors) {
    const target = aliases[entry.field] ?? formFields.find((field) => field === entry.field);
    if (target) setError(target, { type: 'server', message: entry.message });
    else unmatched.push(entry);
  }
  return unmatched;
}

/** The field errors of a failed call, or none when it was not a 422. */
export function serverFieldErrors(error: unknown): FieldError[] {
  return error instanceof ApiError && error.status === 422 ? error.fields : [];
}
